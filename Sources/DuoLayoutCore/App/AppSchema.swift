/// `Schemas/app.schema.json`, generated from `ComponentRegistry.all`: each kind's
/// own definition from its `properties`, the file and screen around them. A
/// component added to the registry is in the schema with no other edit;
/// `duoterm screen schema` prints it and `AppSchemaTests` fails when the
/// committed file differs.
///
/// ```swift
/// AppSchema.text()   // the schema, pretty-printed
/// ```
public enum AppSchema {
  /// Where the schema is published: what a file's `$schema` names.
  public static let id = "https://github.com/duoterm/duoterm/Schemas/app.schema.json"

  /// The schema as its file holds it.
  public static func text() -> String {
    JSONWriter(pretty: true).write(schema()) + "\n"
  }

  static func schema() -> JSONValue {
    let kinds = ComponentRegistry.all
    var defs: [(String, JSONValue)] = [
      ("component", object([("oneOf", array(kinds.map { ref($0.kind) }))])),
      ("button", component(Button.self)),
      (
        "screen",
        object([
          ("type", string("object")),
          (
            "description",
            string(
              "One screen: a title, toolbar items, what is pinned at its top, its content and a bottom bar."
            )
          ),
          (
            "properties",
            object([
              ("id", property(.string, "Its ID: what navigate and present name.")),
              ("title", property(.string, "Its heading.")),
              (
                "description",
                property(.string, "A note for the person editing the file; never shown.")
              ),
              (
                "toolbar",
                object([
                  ("type", string("array")), ("items", ref("button")),
                  ("description", string("Bar items (Back is added while pushed).")),
                ])
              ),
              (
                "pinned",
                property(.components, "Shown at the top whatever the scroll (an order summary).")
              ),
              (
                "content",
                property(
                  .components, "Its components, top to bottom; they scroll when they do not fit.")
              ),
              (
                "bottomBar",
                object([
                  ("type", string("array")), ("items", ref("button")),
                  ("description", string("Buttons along the bottom.")),
                ])
              ),
              (
                "detents",
                object([
                  ("type", string("array")),
                  (
                    "items",
                    object([("enum", array(AppDetent.allCases.map { string($0.rawValue) }))])
                  ),
                  ("minItems", .init(.number(JSONNumber(1)))), ("uniqueItems", .init(.bool(true))),
                  (
                    "description",
                    string(
                      "Presented as a sheet on a compact display: medium (half the height) or large (nearly all), the first where it opens; + and - move between them. Left out: large."
                    )
                  ),
                ])
              ),
            ])
          ),
          ("required", array([string("id"), string("title")])),
          ("additionalProperties", .init(.bool(false))),
        ])
      ),
      ("action", actionSchema()),
    ]
    for kind in kinds where kind.kind != Button.kind {
      defs.append((kind.kind, component(kind)))
    }
    defs.sort { $0.0 < $1.0 }
    return object([
      ("$schema", string("https://json-schema.org/draft/2020-12/schema")),
      ("$id", string(id)),
      ("title", string("DuoTerm app file")),
      (
        "description",
        string(
          "A designer's small app: named screens on a navigation stack, components laid out by DuoTerm's geometry (never points), clickable in every pose. Generated from the component registry by duoterm screen schema; do not edit."
        )
      ),
      ("type", string("object")),
      (
        "properties",
        object([
          ("$schema", object([("type", string("string"))])),
          ("title", property(.string, "The app's name.")),
          (
            "description", property(.string, "A note for the person editing the file; never shown.")
          ),
          (
            "root",
            property(
              .oneOf(AppRoot.allCases.map(\.rawValue)),
              "What holds the screens: a navigation stack, a split view, a tab view, or two seats (seats: two people, one half of the phone each, each on its own navigation stack from start)."
            )
          ),
          (
            "start",
            property(.string, "The ID of the first screen (a tab view's: the first tab shown).")
          ),
          (
            "tabs",
            object([
              ("type", string("array")),
              (
                "description",
                string(
                  "A tab view's tabs (root tabs): a tab bar when compact, a sidebar when regular.")
              ),
              (
                "items",
                object([
                  ("type", string("object")),
                  (
                    "properties",
                    object([
                      ("screen", property(.string, "The ID of the screen the tab shows.")),
                      ("symbol", property(.string, "Its symbol, on every bar.")),
                      ("title", property(.string, "Its title (the screen's when left out).")),
                    ])
                  ),
                  ("required", array([string("screen"), string("symbol")])),
                  ("additionalProperties", .init(.bool(false))),
                ])
              ),
            ])
          ),
          (
            "shared",
            object([
              ("type", string("array")),
              (
                "description",
                string(
                  "Two seats only (root seats): the IDs of the controls whose value both seats share (a list both add to, a total both see); every other value, field and screen is each seat's own."
                )
              ),
              ("items", object([("type", string("string"))])),
              ("uniqueItems", .init(.bool(true))),
            ])
          ),
          (
            "screens",
            object([
              ("type", string("array")), ("items", ref("screen")),
              ("minItems", .init(.number(JSONNumber(1)))),
            ])
          ),
        ])
      ),
      ("required", array([string("title"), string("start"), string("screens")])),
      ("additionalProperties", .init(.bool(false))),
      ("$defs", object(defs)),
    ])
  }

  /// A kind's definition: `kind` fixed to its name and its own properties.
  static func component(_ kind: any Component.Type) -> JSONValue {
    var properties: [(String, JSONValue)] = [("kind", object([("const", string(kind.kind))]))]
    for property in kind.properties {
      properties.append((property.name, self.property(property.kind, property.summary)))
    }
    let required = ["kind"] + kind.properties.filter(\.isRequired).map(\.name)
    return object([
      ("type", string("object")),
      ("description", string(kind.summary)),
      ("properties", object(properties)),
      ("required", array(required.map(string))),
      ("examples", array([(try? JSONReader.parse(kind.example)) ?? .null])),
      ("additionalProperties", .init(.bool(false))),
    ])
  }

  static func property(_ kind: SchemaProperty.Kind, _ summary: String) -> JSONValue {
    var members: [(String, JSONValue)]
    switch kind {
    case .string: members = [("type", string("string"))]
    case .boolean: members = [("type", string("boolean"))]
    case .number: members = [("type", string("number"))]
    case .integer: members = [("type", string("integer"))]
    case .oneOf(let words): members = [("enum", array(words.map(string)))]
    case .strings:
      members = [("type", string("array")), ("items", object([("type", string("string"))]))]
    case .action: members = [("$ref", string("#/$defs/action"))]
    case .components: members = [("type", string("array")), ("items", ref("component"))]
    case .options:
      members = [
        ("type", string("array")),
        (
          "items",
          object([
            ("type", string("object")),
            (
              "properties",
              object([
                ("id", object([("type", string("string"))])),
                ("title", object([("type", string("string"))])),
              ])
            ),
            ("required", array([string("id"), string("title")])),
            ("additionalProperties", .init(.bool(false))),
          ])
        ),
      ]
    case .messages:
      let text = object([("type", string("string"))])
      members = [
        ("type", string("array")),
        (
          "items",
          object([
            ("type", string("object")),
            (
              "properties",
              object([
                ("item", text),
                ("from", object([("enum", array([string("me"), string("them")]))])), ("text", text),
              ])
            ),
            ("required", array([string("from"), string("text")])),
            ("additionalProperties", .init(.bool(false))),
          ])
        ),
      ]
    case .tiles:
      let text = object([("type", string("string"))])
      members = [
        ("type", string("array")),
        (
          "items",
          object([
            ("type", string("object")),
            ("properties", object([("id", text), ("symbol", text), ("alt", text)])),
            ("required", array([string("id"), string("symbol"), string("alt")])),
            ("additionalProperties", .init(.bool(false))),
          ])
        ),
      ]
    case .avatar:
      members = [
        ("type", string("object")),
        (
          "properties",
          object([
            ("initials", object([("type", string("string"))])),
            ("alt", object([("type", string("string"))])),
          ])
        ),
        ("required", array([string("initials"), string("alt")])),
        ("additionalProperties", .init(.bool(false))),
      ]
    }
    members.append(("description", string(summary)))
    return object(members)
  }

  /// The closed set of actions (`AppAction`).
  static func actionSchema() -> JSONValue {
    func single(_ key: String, _ value: JSONValue) -> JSONValue {
      object([
        ("type", string("object")), ("properties", object([(key, value)])),
        ("required", array([string(key)])), ("additionalProperties", .init(.bool(false))),
      ])
    }
    let text = object([("type", string("string"))])
    return object([
      ("description", string("What pressing a control does: one of a closed set.")),
      (
        "oneOf",
        array([
          object([("enum", array([string("back"), string("dismiss")]))]),
          single("navigate", text), single("present", text), single("toggle", text),
          single("select", text),
          single(
            "set",
            object([
              ("type", string("object")),
              ("properties", object([("id", text), ("value", object([]))])),
              ("required", array([string("id"), string("value")])),
              ("additionalProperties", .init(.bool(false))),
            ])),
          single(
            "append",
            object([
              ("type", string("object")),
              ("properties", object([("field", text), ("to", text)])),
              ("required", array([string("field"), string("to")])),
              ("additionalProperties", .init(.bool(false))),
            ])),
        ])
      ),
    ])
  }

  private static func string(_ text: String) -> JSONValue { JSONValue(.string(text)) }
  private static func array(_ items: [JSONValue]) -> JSONValue { JSONValue(.array(items)) }
  private static func ref(_ name: String) -> JSONValue {
    object([("$ref", string("#/$defs/\(name)"))])
  }
  private static func object(_ members: [(String, JSONValue)]) -> JSONValue {
    JSONValue(.object(JSONObject(members.map { JSONMember(key: $0.0, value: $0.1) })))
  }
}
