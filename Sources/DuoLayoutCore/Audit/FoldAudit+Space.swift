extension FoldAudit {
  /// Findings of `overlap`: two shown siblings whose frames share area. A container
  /// holds its children, so only nodes side by side in the tree are compared; a
  /// hidden view and an empty frame draw nothing and are left out. Scrolling
  /// content (a map, a grid) may pass under a control floating over it, as it may
  /// cross the fold: it pans, so nothing under the control is out of reach. A box
  /// drawn with no children is an outline: it draws its edge, a cell wide, and
  /// what sits inside the edge shares none of its cells. Nodes that draw no
  /// content of their own (`drawsContent`) share no cells.
  /// Reported on the later sibling, naming the earlier one.
  ///
  /// ```swift
  /// FoldAudit.overlapFindings(in: tree, metrics: env.textMetrics)  // [] when nothing is drawn under anything
  /// ```
  public static func overlapFindings(in tree: LayoutNode, metrics: TextMetrics) -> [AuditFinding] {
    var found: [AuditFinding] = []
    func walk(_ node: LayoutNode, _ metrics: TextMetrics) {
      guard !node.role.isHidden else { return }
      // A turned node's children are laid out for its owner: columns run its way.
      let metrics = node.quarterTurns % 2 != 0 ? metrics.turned : metrics
      let shown = node.children.filter { !$0.role.isHidden && !$0.frame.isEmpty }
      let drawn = shown.filter(drawsContent)
      for (index, later) in drawn.enumerated() {
        if let earlier = drawn[..<index].first(where: {
          !$0.role.scrolls && sharesArea($0.frame, later.frame)
            && !(isOutline($0) && inside($0, metrics).contains(later.frame))
        }) {
          found.append(
            AuditFinding(
              nodeID: later.id, rule: .overlap,
              detail: "\(later.frame) overlaps \(earlier.id) \(earlier.frame)"))
        }
      }
      for child in shown { walk(child, metrics) }
    }
    walk(tree, metrics)
    return found
  }

  /// True when every character of `text` is whitespace (`Character.isWhitespace`:
  /// its first scalar is), as `allSatisfy(\.isWhitespace)` says, read byte by byte
  /// while the text is ASCII: an ASCII byte after ASCII whitespace starts a
  /// character of its own (only CR LF joins, both whitespace).
  static func isBlank(_ text: some StringProtocol) -> Bool {
    for byte in text.utf8 {
      switch byte {
      case 0x09...0x0D, 0x20: continue
      case 0..<0x80: return false
      default:
        // The first character starts with the first scalar (a row's isolate mark).
        if let first = text.unicodeScalars.first, !first.properties.isWhitespace { return false }
        return text.allSatisfy(\.isWhitespace)
      }
    }
    return true
  }

  /// `line` without the blanks and direction marks it ends with (a fitted row is
  /// padded to its width and may end in an isolate's closing mark).
  static func ending(_ line: Substring) -> Substring {
    // Trimmed byte by byte: the closing marks are U+2068 (E2 81 A8) and U+2069
    // (E2 81 A9), and a space is a byte of its own in UTF-8.
    let utf8 = line.utf8
    var end = utf8.endIndex
    while end > utf8.startIndex {
      let last = utf8.index(before: end)
      if utf8[last] == UInt8(ascii: " ") {
        end = last
        continue
      }
      guard utf8[last] == 0xA8 || utf8[last] == 0xA9,
        utf8.distance(from: utf8.startIndex, to: last) >= 2
      else { break }
      let lead = utf8.index(last, offsetBy: -2)
      guard utf8[lead] == 0xE2, utf8[utf8.index(after: lead)] == 0x81 else { break }
      end = lead
    }
    return line[..<end]
  }

  /// True for a node that draws something of its own a person reads or acts on:
  /// not an empty plain container (a click target over a board's column draws
  /// nothing), and not a decoration (a seam, a rule, a game's paddle and ball,
  /// which move across the court they are drawn on by design).
  static func drawsContent(_ node: LayoutNode) -> Bool {
    switch node.role {
    case .decoration: false
    case .container(.plain): !node.children.isEmpty
    default: true
    }
  }

  /// True for a box with nothing in it: drawn as its edge alone.
  static func isOutline(_ node: LayoutNode) -> Bool {
    if case .container(.boxed) = node.role { node.children.isEmpty } else { false }
  }

  /// An outline's frame inside its edge: a column each side, a line top and bottom.
  static func inside(_ node: LayoutNode, _ metrics: TextMetrics) -> Rect {
    node.frame.inset(
      by: EdgeInsets(
        top: metrics.lineHeight, left: metrics.columnWidth, bottom: metrics.lineHeight,
        right: metrics.columnWidth))
  }

  /// True when `a` and `b` share some area, beyond a hair of rounding.
  static func sharesArea(_ a: Rect, _ b: Rect) -> Bool {
    guard let shared = a.intersection(b) else { return false }
    return shared.width > 1e-6 && shared.height > 1e-6
  }

  /// Findings of `text-lost`: a text or label with something to say and no line
  /// of room, a text wrapped to more lines than its frame holds (a text is never
  /// ended with "…", so the rest is out of reach), and a label line wider than
  /// its frame that does not end in "…" (`TextLine.fit` ends every line it cuts).
  ///
  /// ```swift
  /// FoldAudit.textFindings(in: tree, metrics: env.textMetrics)  // [] when all text is reachable
  /// ```
  public static func textFindings(in tree: LayoutNode, metrics: TextMetrics) -> [AuditFinding] {
    var found: [AuditFinding] = []
    func lost(_ node: LayoutNode, _ detail: String) {
      found.append(AuditFinding(nodeID: node.id, rule: .textLost, detail: detail))
    }
    func walk(_ node: LayoutNode, _ metrics: TextMetrics) {
      guard !node.role.isHidden else { return }
      let columns = metrics.columns(in: node.frame.width)
      let room = metrics.lines(in: node.frame.height)
      switch node.role {
      case .text(let text) where !isBlank(text):
        let needed = columns == 0 ? 1 : TextWrap.lines(text, width: columns, limit: room + 1).count
        if room == 0 || columns == 0 {
          lost(node, "\(node.frame) has no room for \(needed) line(s) of text")
        } else if needed > room {
          lost(node, "\(node.frame) holds \(room) of more line(s), the rest cut with no \"…\"")
        }
      case .label(let text) where !isBlank(text):
        let lines = TextWrap.paragraphs(text)
        let lastSaid = lines.lastIndex { !isBlank($0) } ?? 0
        if room == 0 || columns == 0 {
          lost(node, "\(node.frame) has no room for \(lines.count) line(s)")
        } else if lastSaid >= room {
          lost(node, "\(node.frame) holds \(room) of \(lines.count) line(s)")
        } else if let wide = lines.prefix(room).first(where: {
          // A grapheme covers at most as many columns as it has bytes.
          guard $0.utf8.count > columns else { return false }
          let line = ending($0)
          return TerminalWidth.of(line) > columns && !line.hasSuffix("…")
        }) {
          lost(node, "\"\(wide)\" is wider than \(columns) column(s), cut with no \"…\"")
        }
      default:
        break
      }
      let turned = node.quarterTurns % 2 != 0 ? metrics.turned : metrics
      for child in node.children { walk(child, turned) }
    }
    walk(tree, metrics)
    return found
  }
}
