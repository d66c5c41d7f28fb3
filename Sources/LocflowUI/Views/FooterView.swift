import CellGrid

/// The bottom rows: the keys that apply now, from the command table, grouped.
enum FooterView {
    /// The footer's items, by group, for this state.
    static func items(_ state: ExplorerState) -> [(group: CommandGroup, entries: [Command.Entry])] {
        // `M` joins the footer while the Sessions & updates panel shows (elsewhere: `?` and the panel's title).
        let available = Command.allCases.filter { $0.inFooter && $0.isAvailable(in: state) && ($0 != .modernMenu || state.showsModernPanel) }
        return CommandGroup.allCases.compactMap { group in
            let commands = available.filter { $0.group == group }
            let entries = Command.entries(commands)
            return entries.isEmpty ? nil : (group, entries)
        }
    }

    static func draw(_ state: ExplorerState, in area: Rect, on canvas: inout Canvas) {
        var row = area.row, col = area.col + 1
        let groupNames: [CommandGroup: String] = [.prompt: state.menu == nil ? "Prompt" : "Menu", .app: "App", .person: "Settings", .world: "World", .explorer: ""]
        for (group, entries) in items(state) {
            for (index, entry) in entries.enumerated() {
                // An entry (with its group's name before the first one) never breaks across rows.
                var pieces: [(String, Style)] = []
                if index == 0, let name = groupNames[group], !name.isEmpty { pieces.append((name + ": ", .bold)) }
                pieces.append((entry.keys, Style(bold: true, tint: .accent)))
                pieces.append((" " + entry.label, Style(tint: .muted)))
                let width = pieces.reduce(0) { $0 + DisplayWidth.of($1.0) }
                if col + width > area.right - 1 {
                    if row + 1 >= area.bottom {
                        // Out of room: say so; `?` (in the header) lists everything.
                        canvas.put("…", row: row, col: min(col, area.right - 2), style: Style(tint: .muted))
                        return
                    }
                    row += 1
                    col = area.col + 1
                }
                for (text, style) in pieces { col += canvas.put(text, row: row, col: col, style: style) }
                col += 2
            }
            col += 1
        }
    }
}
