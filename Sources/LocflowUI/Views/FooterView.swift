import CellGrid

/// The bottom rows: the keys that apply now, from the command table. The core keys
/// (`? help · n next · s save · z undo · q quit`) come first and never truncate, even at 80
/// columns; the rest follow by group and end in `…` when out of room.
enum FooterView {
    /// The commands always offered first, when they apply.
    static let core: [Command] = [.help, .nextScenarioStep, .saveSession, .undo, .redo, .quit]

    /// Whether a key of `command` runs it now (not a modal command sharing the key).
    static func offered(_ command: Command, in state: ExplorerState) -> Bool {
        command.runsFromItsKeys(in: state)  // `bound(to:in:)` for each key, without the key table
    }

    /// The core entries that apply in this state.
    static func coreEntries(_ state: ExplorerState) -> [Command.Entry] {
        // Undo and redo stay separate here: each is shown only when possible now.
        core.filter { offered($0, in: state) }.map { Command.Entry(keys: $0.keys[0].name, label: $0.label, help: $0.help, group: $0.group) }
    }

    /// The footer's other items, by group, for this state.
    static func items(_ state: ExplorerState) -> [(group: CommandGroup, entries: [Command.Entry])] {
        // `M` joins the footer while the Sessions & updates panel shows (elsewhere: `?` and the panel's title).
        let available = Command.allCases.filter {
            $0.inFooter && !core.contains($0) && offered($0, in: state) && ($0 != .modernMenu || state.showsModernPanel)
        }
        let matchLabel = CommandFamily.searchMatch.label
        return CommandGroup.allCases.compactMap { group in
            let commands = available.filter { $0.group == group }
            var entries = Command.entries(commands)
            // A presented scenario keeps `n` for its next step: matches move with Enter.
            if state.scenario != nil, let index = entries.firstIndex(where: { $0.label == matchLabel }) {
                entries[index].keys = LogSearch.moveKeys(inScenario: true).replacing("/", with: " ")
            }
            return entries.isEmpty ? nil : (group, entries)
        }
    }

    /// What the footer says while a text field has focus: the field takes every key, so no
    /// command's key would do what the footer said.
    static let fieldKeys: [(keys: String, label: String)] = [
        ("Enter", "accept"), ("Esc", "cancel"), ("\u{2190}/\u{2192}", "move"), ("^U", "clear"), ("^C", "quit"),
    ]

    static func draw(_ state: ExplorerState, in area: Rect, on canvas: inout Canvas) {
        var row = area.row, col = area.col + 1
        if state.view.textEdit != nil {
            col += canvas.put("Typing: ", row: row, col: col, style: .bold)
            for (keys, label) in fieldKeys {
                col += canvas.put(keys, row: row, col: col, style: Style(bold: true, tint: .accent))
                col += canvas.put(" " + label, row: row, col: col, style: Style(tint: .muted)) + 2
            }
            return
        }
        for entry in coreEntries(state) {
            col += canvas.put(entry.keys, row: row, col: col, style: Style(bold: true, tint: .accent))
            col += canvas.put(" " + entry.label, row: row, col: col, style: .bold) + 2
        }
        col += 1
        let groupNames: [CommandGroup: String] = [.prompt: state.view.menu == nil ? "Prompt" : "Menu", .app: "App", .person: "Settings", .world: "World", .explorer: ""]
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
                        // Out of room: say so; `?` lists everything.
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
