/// What a key does in the camera.
public enum CameraAction: Hashable, Sendable {
  case shutter, flip, flash, grid
}
