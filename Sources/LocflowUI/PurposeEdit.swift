import CellGrid
import LocflowCore
import LocflowDesigner

/// A purpose string being edited in place: the Info.plist menu's small text field (`Tab`).
///
/// While it is open it takes every key: printable characters are typed, Backspace deletes,
/// Ctrl-U clears, Enter saves (a fresh install with the new build, as every Info.plist change
/// is) and Esc cancels. The edited string becomes part of the setup that `s` saves.
public struct PurposeEdit: Equatable, Sendable {
    /// The key being edited.
    public var key: InfoPlistKey
    /// The text so far.
    public var text: String

    /// The purpose-string key on a row of the Info.plist menu, or nil for the other keys.
    static func editable(row: Int) -> InfoPlistKey? {
        guard InfoPlistKey.allCases.indices.contains(row) else { return nil }
        let key = InfoPlistKey.allCases[row]
        return [.whenInUseUsage, .alwaysAndWhenInUseUsage, .alwaysUsage].contains(key) ? key : nil
    }
}

extension ExplorerState {
    /// Opens the text field on the highlighted purpose string, with its current text.
    mutating func startPurposeEdit() {
        guard let key = PurposeEdit.editable(row: menu?.selection ?? -1) else { return }
        purposeEdit = PurposeEdit(key: key, text: config.app.infoPlist.purpose(key) ?? "")
    }

    /// One key into the open text field.
    mutating func editPurpose(_ key: Key) {
        guard var edit = purposeEdit else { return }
        switch key {
        case .escape:
            purposeEdit = nil
        case .enter:
            purposeEdit = nil
            config.app.infoPlist.setPurpose(edit.key, to: edit.text)
            freshInstall(announce: "Info.plist \(edit.key.rawValue) → \u{201C}\(edit.text)\u{201D}: fresh install with the new build")
        case .ctrl("c"):
            quitRequested = true  // Ctrl-C quits from anywhere, a text field included
        default:
            // Typing keys; arrows, mouse, function keys: nothing to do in a one-line field.
            if LineEdit.apply(key, to: &edit.text) { purposeEdit = edit }
        }
    }
}

/// Draws the text field over the Info.plist menu.
enum PurposeEditOverlay {
    static func draw(_ edit: PurposeEdit, in screen: Rect, on canvas: inout Canvas) {
        let hint = "type · Enter: save (fresh install) · Esc: cancel · Backspace · ^U: clear"
        TextFieldOverlay.draw(edit.text, title: "Edit \(edit.key.rawValue)", hint: hint, in: screen, on: &canvas)
    }
}

/// A one-line text field in a double box over the screen's middle, its text wrapped.
enum TextFieldOverlay {
    static func draw(_ text: String, title: String, hint: String, in screen: Rect, on canvas: inout Canvas) {
        let width = min(screen.cols - 6, 80)
        let lines = TextWrap.wrap(text + "▏", width: width - 4)
        let height = min(screen.rows - 2, lines.count + 5)
        let box = Rect(row: screen.row + (screen.rows - height) / 2, col: screen.col + (screen.cols - width) / 2, rows: height, cols: width)
        canvas.fill(box)
        canvas.box(box, title: title, style: Style(tint: .accent), titleStyle: .bold, border: .double)
        let inner = box.inset(top: 1, left: 2, bottom: 1, right: 2)
        let shown = lines.suffix(max(1, inner.rows - 2))
        for (offset, line) in shown.enumerated() {
            canvas.putTruncated(line, row: inner.row + offset, col: inner.col, width: inner.cols)
        }
        canvas.putTruncated(hint, row: inner.bottom - 1, col: inner.col, width: inner.cols, style: Style(tint: .muted))
    }
}
