@testable import DuoLayoutCore

/// One sample of each kind of component, every field it reads given: what the
/// registry, schema and per-component tests build their apps from. A kind added
/// to the registry without a sample here fails `ComponentRegistryTests`.
enum ComponentSamples {
  static let json: [String: String] = [
    "text":
      #"{"kind": "text", "id": "intro", "text": "Welcome to the app. This text is long enough to wrap onto several lines on a closed phone.", "style": "caption"}"#,
    "section":
      #"{"kind": "section", "id": "group", "header": "Group", "footer": "A footer under the group.", "content": [{"kind": "text", "id": "inside", "text": "Inside"}]}"#,
    "row":
      #"{"kind": "row", "id": "ada", "title": "Ada Lovelace", "subtitle": "Online", "detail": "9:41", "avatar": {"initials": "AL", "alt": "Ada's photo"}, "accessory": "badge", "badge": 2, "item": "ada", "action": {"navigate": "other"}}"#,
    "button":
      #"{"kind": "button", "id": "save", "symbol": "✓", "title": "Save", "role": "primary", "action": {"present": "other"}}"#,
    "switch": #"{"kind": "switch", "id": "wifi", "title": "Wi-Fi", "value": true}"#,
    "stepper":
      #"{"kind": "stepper", "id": "count", "title": "Count", "value": 2, "min": 1, "max": 3, "step": 1}"#,
    "slider":
      #"{"kind": "slider", "id": "volume", "title": "Volume", "value": 50, "min": 0, "max": 100, "step": 25}"#,
    "segmented":
      #"{"kind": "segmented", "id": "size", "title": "Size", "options": [{"id": "s", "title": "Small"}, {"id": "l", "title": "Large"}], "value": "s"}"#,
    "picker":
      #"{"kind": "picker", "id": "theme", "title": "Theme", "options": [{"id": "light", "title": "Light"}, {"id": "dark", "title": "Dark"}], "value": "light"}"#,
    "field":
      #"{"kind": "field", "id": "pin", "label": "PIN", "placeholder": "4 digits", "style": "numeric"}"#,
    "text-area":
      #"{"kind": "text-area", "id": "notes", "label": "Notes", "placeholder": "Anything else?", "lines": 3}"#,
  ]

  /// An app whose first screen holds `component` alone, and a second screen its
  /// actions may name.
  static func app(_ component: String) throws -> ScreenFile {
    try ScreenFile.read(
      """
      {"title": "Sample", "start": "main", "screens": [
        {"id": "main", "title": "Main", "content": [\(component)]},
        {"id": "other", "title": "Other", "content": [{"kind": "text", "text": "The other screen."}]}
      ]}
      """, file: "sample.json")
  }
}
