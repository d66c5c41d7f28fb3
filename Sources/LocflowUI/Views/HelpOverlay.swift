import CellGrid
import LocflowCore

/// The `?` overlay: common tasks, the mouse, then every command of the table by group
/// (families merged), in one column that scrolls (↑/↓, PgUp/PgDn), so it reads whole at 80×24.
enum HelpOverlay {
    typealias Line = (keys: String, help: String, heading: Bool)

    /// What presenters and newcomers look for first, as keys to press on `ruleSet`: the keys
    /// that bring up a prompt or answer it are found on that rule set (`PromptHints`), as button
    /// order and the upgrade's path differ by version.
    static func commonTasks(on ruleSet: RuleSet = .newest) -> [(keys: String, help: String)] {
        let upgrade = PromptHints.keys(for: .upgradePrompt, on: ruleSet)
        let deny = PromptHints.keys(for: .denyFirstPrompt, on: ruleSet)
        return [
            (upgrade ?? "w a", upgrade == nil ? "no upgrade prompt on \(ruleSet.releases)" : "show the upgrade prompt (\(ruleSet.releases))"),
            (deny ?? "w", "deny at the first prompt"),
        ] + otherTasks
    }

    private static let otherTasks: [(keys: String, help: String)] = [
        ("g", "start from a named state (a preset)"),
        ("o", "the same app on another iOS version"),
        ("z  y", "undo / redo a step"),
        ("j", "the session's timeline"),
        ("/", "find a callback in the log (n/N next, Esc clears)"),
        ("n  B", "play a --scenario one action at a time; rewind it"),
        ("D", "the prompt as the person sees it (designer view)"),
        ("s", "save the session (locflow run replays it)"),
        ("s \(SaveFormat.allCases.firstIndex(of: .storyboard)! + 1)", "a storyboard of the prompts with your copy (HTML)"),
    ]

    /// The help lines of one group, a heading first.
    static func lines(for group: CommandGroup) -> [Line] {
        let entries = Command.entries(Command.allCases.filter { $0.group == group })
        return [(group.rawValue, "", true)] + entries.map { ($0.keys, $0.help, false) }
    }

    /// Every line the overlay scrolls through.
    static func allLines(on ruleSet: RuleSet = .newest) -> [Line] {
        var all: [Line] = [("Common tasks", "", true)] + commonTasks(on: ruleSet).map { ($0.keys, $0.help, false) }
        all += [("Mouse", "", true), ("click", "a prompt button, a Settings or Services row, a menu row", false),
                ("click", "a timeline row selects it; again, goes there (Enter)", false),
                ("wheel", "scrolls the delegate log", false)]
        for group: CommandGroup in [.prompt, .app, .world, .person, .explorer] { all += lines(for: group) }
        all += [("Codes", "", true), ("T10, D9 …", "locflow explain CODE, or docs/glossary.md", false),
                ("case", "lower: the app · upper: Settings or a world event", false)]
        return all
    }

    /// The box for a screen: at most 100 columns, the full height less a row above and below.
    static func box(in screen: Rect) -> Rect {
        let width = min(screen.cols - 2, 100)
        let height = min(screen.rows - 2, allLines().count + 2)
        return Rect(row: screen.row + (screen.rows - height) / 2, col: screen.col + (screen.cols - width) / 2, rows: height, cols: width)
    }

    /// How many lines show at once.
    static func visibleRows(_ size: ScreenSize) -> Int {
        max(1, box(in: Rect(row: 0, col: 0, rows: size.rows, cols: size.cols)).rows - 2)
    }

    /// How far PgUp/PgDn move: a page less one line of context.
    static func page(_ size: ScreenSize) -> Int { max(1, visibleRows(size) - 1) }

    /// The furthest the overlay scrolls at this size.
    static func maxScroll(_ size: ScreenSize) -> Int { max(0, allLines().count - visibleRows(size)) }

    static func draw(scroll: Int, ruleSet: RuleSet = .newest, in screen: Rect, on canvas: inout Canvas) {
        let all = allLines(on: ruleSet)
        let box = box(in: screen)
        let size = ScreenSize(rows: screen.rows, cols: screen.cols)
        let scroll = max(0, min(scroll, maxScroll(size)))
        canvas.fill(box)
        let more = all.count > box.rows - 2
        let title = more ? "Keys — ↑/↓ PgUp/PgDn scroll · Esc or ? closes" : "Keys — Esc or ? closes"
        canvas.box(box, title: title, style: Style(tint: .accent), titleStyle: .bold, border: .double)
        let inner = box.inset(top: 1, left: 2, bottom: 1, right: 1)
        let keyWidth = min(14, inner.cols / 3)
        for (offset, line) in all.dropFirst(scroll).prefix(inner.rows).enumerated() {
            let row = inner.row + offset
            if line.heading {
                canvas.putTruncated(line.keys, row: row, col: inner.col, width: inner.cols, style: Style(bold: true, underline: true))
            } else {
                canvas.putTruncated(line.keys, row: row, col: inner.col + 1, width: keyWidth - 1, style: Style(bold: true, tint: .accent))
                canvas.putTruncated(line.help, row: row, col: inner.col + keyWidth + 1, width: inner.cols - keyWidth - 1)
            }
        }
        if more {
            // Where the reader is, on the bottom border: "lines 1–20 of 96".
            let last = min(all.count, scroll + inner.rows)
            let place = " \(scroll + 1)–\(last) of \(all.count) "
            canvas.putTruncated(place, row: box.bottom - 1, col: box.right - DisplayWidth.of(place) - 2, width: DisplayWidth.of(place), style: .bold)
        }
    }
}
