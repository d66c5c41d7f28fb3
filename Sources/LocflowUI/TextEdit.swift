import CellGrid
import LocflowCore

/// The explorer's one-line text field: a purpose string of the Info.plist menu (`Tab`), an iOS
/// version typed in the `o` menu ("Type a version…"), the name a save is written under (`s`,
/// after the format), or the `/` search of the log and the timeline.
///
/// While it is open it takes every key, the same in every kind of field: characters the field
/// accepts are typed at the cursor, ←/→ move it a character, Home/End (Ctrl-A/Ctrl-E) to either
/// end, Backspace deletes before it, Delete after it, Ctrl-U clears, Enter accepts (a fresh
/// install, as every Info.plist or version change is; the save; the search applied) and Esc
/// cancels, leaving the menu open (the save not made, no search).
public struct TextEdit: Equatable, Sendable {
    /// What the text is for.
    public enum Target: Equatable, Sendable {
        /// A purpose string of the Info.plist.
        case purpose(InfoPlistKey)
        /// An iOS version, any one `IOSVersion` reads (D37).
        case iOSVersion
        /// The scenario's `name:` of a save in this format (a storyboard's title).
        case saveName(SaveFormat)
        /// The `/` search of the delegate log (or the timeline); Enter applies it (LogSearch.swift).
        case search
    }

    /// What the text is for.
    public var target: Target
    /// The text so far.
    public var text: String
    /// How many characters of `text` follow the cursor (0: at the end, where every field opens).
    /// Counted from the end, so a field whose `text` is set keeps its cursor at the end.
    public var afterCursor = 0
    /// Why Enter did not accept the text, shown under it until the next key.
    public var error: String?
    /// The text is a default offered as if selected: the first character typed replaces it (and
    /// Backspace or Delete clears it), as a dialog's selected default does, so a title typed
    /// into a save's name field is the title, not the default with it appended. Any other key
    /// (a cursor move) keeps the text to edit it.
    public var replacesOnType = false

    /// Creates a field for `target` holding `text`, the cursor at its end; with `selected`, the
    /// text is a default the first character typed replaces.
    public init(_ target: Target, text: String = "", selected: Bool = false) {
        self.target = target
        self.text = text
        replacesOnType = selected && !text.isEmpty
    }

    /// Where the cursor is in `text`.
    var cursor: String.Index {
        text.index(text.endIndex, offsetBy: -min(afterCursor, text.count))
    }

    /// The text as the field shows it: `mark` (a thin bar) drawn at the cursor.
    func shown(cursor mark: String = "▏") -> String {
        let at = cursor
        return String(text[..<at]) + mark + String(text[at...])
    }

    /// The purpose-string key on a row of the Info.plist menu, or nil for the other keys.
    static func purposeKey(row: Int) -> InfoPlistKey? {
        guard InfoPlistKey.allCases.indices.contains(row) else { return nil }
        let key = InfoPlistKey.allCases[row]
        return [.whenInUseUsage, .alwaysAndWhenInUseUsage, .alwaysUsage].contains(key) ? key : nil
    }

    /// Whether the field takes `character`: any printable one (`type`) for a purpose string or
    /// a name, digits and dots for a version.
    func accepts(_ character: Character) -> Bool {
        switch target {
        case .purpose, .saveName, .search: true
        case .iOSVersion: character == "." || (character.isASCII && character.isNumber)
        }
    }

    /// Applies an editing key to the text: a printable character (typed at the cursor),
    /// Backspace, Delete, ←/→, Home/End, Ctrl-A/Ctrl-E, Ctrl-U. Returns whether the key was one.
    mutating func type(_ key: Key) -> Bool {
        afterCursor = min(afterCursor, text.count)
        if replacesOnType {
            replacesOnType = false
            switch key {
            case .char, .backspace, .delete:
                text = ""
                afterCursor = 0
                if key == .backspace || key == .delete { return true }
            default: break
            }
        }
        let at = cursor
        switch key {
        case .backspace:
            if at > text.startIndex { text.remove(at: text.index(before: at)) }
        case .delete:
            if at < text.endIndex {
                text.remove(at: at)
                afterCursor -= 1
            }
        case .left: afterCursor = min(afterCursor + 1, text.count)
        case .right: afterCursor = max(afterCursor - 1, 0)
        case .home, .ctrl("a"): afterCursor = text.count
        case .end, .ctrl("e"): afterCursor = 0
        case .ctrl("u"):
            text = ""
            afterCursor = 0
        case .char(let character) where !character.isNewline && character.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }):
            text.insert(character, at: at)
        default:
            return false
        }
        return true
    }

    /// The title in the field's border.
    var title: String {
        switch target {
        case .purpose(let key): "Edit \(key.rawValue)"
        case .iOSVersion: "Type an iOS version"
        case .saveName(let format): "Save \(format.noun) as"
        case .search: "Search"
        }
    }

    /// The key hint on the field's last line.
    var hint: String {
        switch target {
        case .purpose: "type · Enter: save (fresh install) · Esc: cancel · Backspace · ^U: clear"
        case .iOSVersion: "digits and dots, e.g. 17.4 · Enter: install · Esc: cancel · ^U: clear"
        case .saveName(let format):
            replacesOnType
                ? "\(format.nameRole) · typing replaces it · Enter: save · Esc: cancel"
                : "\(format.nameRole) · Enter: save · Esc: cancel · ^U: clear"
        case .search: "Enter applies · Esc clears"
        }
    }
}

extension ExplorerState {
    /// Opens the text field on the highlighted purpose string, with its current text.
    mutating func startPurposeEdit() {
        guard let key = TextEdit.purposeKey(row: view.menu?.selection ?? -1) else { return }
        view.textEdit = TextEdit(.purpose(key), text: config.app.infoPlist.purpose(key) ?? "")
    }

    /// One key into the open text field.
    mutating func editText(_ key: Key) {
        guard var edit = view.textEdit else { return }
        edit.error = nil
        switch key {
        case .escape:
            view.textEdit = nil
            if case .saveName = edit.target { save(.cancel) }  // the save is not made
            // A search cancelled leaves none: `/` already cleared the one applied before.
        case .enter:
            accept(edit)
        case .char(let character) where !edit.accepts(character):
            view.textEdit = edit  // not a character this field takes (a letter in a version)
        case .ctrl("c"):
            view.textEdit = edit
            view.quitPending = true  // Ctrl-C asks from anywhere, a text field included; the field stays
        default:
            // Editing keys; ↑/↓, Tab, mouse, function keys: nothing to do in a one-line field.
            _ = edit.type(key)
            view.textEdit = edit
        }
    }

    /// Enter: applies the text with a fresh install (or asks the run loop to save), or keeps the
    /// field open with the reason it can't.
    private mutating func accept(_ edit: TextEdit) {
        switch edit.target {
        case .search:
            view.textEdit = nil
            applySearch(edit.text)
        case .saveName:
            view.textEdit = nil
            // Spaces around the name are dropped; an empty name keeps the default.
            let typed = String(edit.text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
            save(.name(typed))
        case .purpose(let key):
            view.textEdit = nil
            config.app.infoPlist.setPurpose(key, to: edit.text)
            freshInstall(announce: "Info.plist \(key.rawValue) → \u{201C}\(edit.text)\u{201D}: fresh install with the new build")
        case .iOSVersion:
            // The same reading and message as `--ios` and `ios:`; the install's step logs the
            // mapping note of a version that is not a rule set's own name (D37).
            guard let version = IOSVersion(edit.text) else {
                var refused = edit
                refused.error = "unsupported iOS version \u{201C}\(edit.text)\u{201D}; \(IOSVersion.accepted)"
                view.textEdit = refused
                return
            }
            view.textEdit = nil
            view.menu = nil
            let was = config.ruleSet
            config.ios = version
            freshInstall(announce: "iOS version \(was.releases) → iOS \(version.text): fresh install with the same build")
        }
    }
}

/// Draws the text field over its menu (or over the screen, for a save's name); the search's on
/// the footer's first row, `footer`.
enum TextEditOverlay {
    static func draw(_ edit: TextEdit, in screen: Rect, footer: Int, on canvas: inout Canvas) {
        if edit.target == .search {
            SearchLineView.draw(edit, in: Rect(row: footer, col: screen.col, rows: 1, cols: screen.cols), on: &canvas)
        } else {
            TextFieldOverlay.draw(edit.shown(), title: edit.title, hint: edit.hint, error: edit.error, in: screen, on: &canvas)
        }
    }
}

/// A one-line text field in a double box over the screen's middle, its text (the cursor drawn
/// in it) wrapped, and why it was refused under it.
enum TextFieldOverlay {
    static func draw(_ text: String, title: String, hint: String, error: String? = nil, in screen: Rect, on canvas: inout Canvas) {
        let width = min(screen.cols - 6, 80)
        let lines = TextWrap.wrap(text, width: width - 4)
        let error = error.map { TextWrap.wrap($0, width: width - 4) } ?? []
        let height = min(screen.rows - 2, lines.count + 5 + error.count)
        let box = Rect(row: screen.row + (screen.rows - height) / 2, col: screen.col + (screen.cols - width) / 2, rows: height, cols: width)
        canvas.fill(box)
        canvas.box(box, title: title, style: Style(tint: .accent), titleStyle: .bold, border: .double)
        let inner = box.inset(top: 1, left: 2, bottom: 1, right: 2)
        let shown = lines.suffix(max(1, inner.rows - 2 - error.count))
        for (offset, line) in shown.enumerated() {
            canvas.putTruncated(line, row: inner.row + offset, col: inner.col, width: inner.cols)
        }
        for (offset, line) in error.enumerated() where shown.count + offset < inner.rows - 2 {
            canvas.putTruncated(line, row: inner.row + shown.count + offset, col: inner.col, width: inner.cols, style: Style(tint: .bad))
        }
        canvas.putTruncated(hint, row: inner.bottom - 1, col: inner.col, width: inner.cols, style: Style(tint: .muted))
    }
}
