extension ScreenFile {
  /// Where the file says its controls go where a pose does not show them (each
  /// control's `reachedBy`), as the audit's `control-lost` rule reads a pattern's
  /// own paths.
  ///
  /// ```swift
  /// // {"id": "send", "symbol": "➤", "title": "Send", "reachedBy": "list"}
  /// screen.controlPaths  // [ControlPath("buttons.send", reachedBy: "list", …)]
  /// ```
  public var controlPaths: [ControlPath] {
    if let app {
      // Back shows only where the split view is collapsed: elsewhere the sidebar
      // it goes back to is beside the screen.
      return app.root == .split
        ? [
          ControlPath("toolbar.back", reachedBy: "\(app.start).column", how: "the sidebar is shown")
        ]
        : []
    }
    // A canvas's tools hold its buttons too, all named `toolbar.…`.
    let buttonGroup = pattern == .extendedCanvas ? "toolbar" : "buttons"
    let declared = toolbar.map { ("toolbar", $0) } + buttons.map { (buttonGroup, $0) }
    return declared.compactMap { group, control in
      control.reachedBy.map {
        ControlPath("\(group).\(control.id)", reachedBy: $0, how: "declared in the screen file")
      }
    }
  }

  /// The screens the audit checks for this file: its catalog pattern's for its
  /// content (a tab each of the file's own tabs), else `fallback`'s.
  public func auditScreens(or fallback: [AuditScreen]) -> [AuditScreen] {
    app?.auditScreens ?? pattern.contentPattern?.auditScreens(of: self) ?? fallback
  }

  /// Every path the audit's `control-lost` rule may take for this file: its
  /// catalog pattern's for its content (else `fallback`), and each control's own
  /// `reachedBy`.
  public func allControlPaths(or fallback: [ControlPath]) -> [ControlPath] {
    (pattern.contentPattern?.controlPaths(of: self) ?? fallback) + controlPaths
  }
}
