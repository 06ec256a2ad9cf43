extension AppFile {
  /// Every screen of the app as the audit reaches it: from the start screen (and
  /// each tab of a tab view, `]` after `]`), the
  /// keys that focus and press the control opening each other screen (Down to it,
  /// Enter), and each screen with a field once more while typing in it (Tab). A
  /// screen no control opens is not reached, as a person would not reach it.
  ///
  /// ```swift
  /// app.auditScreens.map(\.name)   // ["settings", "account", "wifi", …, "network-typing"]
  /// ```
  public var auditScreens: [AuditScreen] {
    // A tab view's tabs are each reached by `]`, from the start screen's tab.
    let firsts = root == .tabs ? tabScreens : [start]
    let offset = firsts.firstIndex(of: start) ?? 0
    var reached: [String: [Key]] = [:]
    var queue: [String] = []
    var result: [AuditScreen] = []
    for index in firsts.indices {
      let tab = firsts[(offset + index) % firsts.count]
      reached[tab] = Array(repeating: Key.character("]"), count: index)
      queue.append(tab)
      result.append(AuditScreen(tab, keys: reached[tab]!))
    }
    while !queue.isEmpty {
      let id = queue.removeFirst()
      guard let screen = screen(id), let keys = reached[id] else { continue }
      for (index, control) in screen.focusable.enumerated() {
        guard let target = screen.component(control)?.action?.screenID, reached[target] == nil
        else { continue }
        let path = keys + Array(repeating: Key.down, count: index + 1) + [.enter]
        reached[target] = path
        queue.append(target)
        result.append(AuditScreen(target, keys: path))
      }
      if screen.allComponents.contains(where: \.isTextField) {
        result.append(AuditScreen("\(id)-typing", keys: keys + [.tab]))
      }
    }
    return result
  }
}
