/// Every kind of component an app file may hold, one line each: adding a kind is
/// its file under `App/Components/` and its line here. The schema
/// (`Schemas/app.schema.json`, `AppSchema`), the reader (`AnyComponent`) and the
/// README's list of kinds all come from this list.
///
/// ```swift
/// ComponentRegistry.kind(named: "switch")   // Switch.self
/// ```
public enum ComponentRegistry {
  public static let all: [any Component.Type] = [
    TextBlock.self,
    Section.self,
    Row.self,
    Button.self,
    Switch.self,
    Stepper.self,
    Slider.self,
    Segmented.self,
    Picker.self,
    TextField.self,
    TextArea.self,
    Messages.self,
    Grid.self,
  ]

  /// The kind named `name` in a file, if there is one.
  public static func kind(named name: String) -> (any Component.Type)? {
    all.first { $0.kind == name }
  }
}
