/// What a key does on the allotment screen.
public enum TabsToSidebarAction: Hashable, Sendable {
  case nextTab, previousTab
  case previous, next, pageUp, pageDown, first, last
  case tick, clear
}
