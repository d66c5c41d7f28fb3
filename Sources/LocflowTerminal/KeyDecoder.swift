import CNCursesW
import CellGrid

/// Turns what `wget_wch`/`getmouse` return into a `Key`, without touching curses state.
///
/// Pure so the whole table is testable with no terminal. Terminal quirks handled here: Enter
/// arrives as LF, CR or `KEY_ENTER`; Backspace as DEL (127), BS (8) or `KEY_BACKSPACE`;
/// Shift-Tab as `KEY_BTAB`. In raw mode Ctrl-C is byte 3, so it arrives as `.ctrl("c")`.
public enum KeyDecoder {
    /// Decodes one `wget_wch` result: `status` is `OK` (a character) or `KEY_CODE_YES` (a key
    /// code in `code`). Returns `nil` for `ERR`, `KEY_MOUSE` (use `decodeMouse`) and codes
    /// that mean nothing to the explorer.
    public static func decode(status: Int32, code: UInt32) -> Key? {
        switch status {
        case OK: decodeCharacter(code)
        case KEY_CODE_YES: decodeKeyCode(Int32(truncatingIfNeeded: code))
        default: nil
        }
    }

    /// Decodes a character code (the `OK` case).
    public static func decodeCharacter(_ code: UInt32) -> Key? {
        switch code {
        case 10, 13: return .enter
        case 9: return .tab
        case 27: return .escape
        case 8, 127: return .backspace
        case 0: return .ctrl("@")
        case 1...26: return .ctrl(Character(Unicode.Scalar(code + 0x60)!))
        case 28...31: return .ctrl(Character(Unicode.Scalar(code + 0x40)!))
        case 0x80...0x9F: return nil  // C1 controls: never a key, never echoed
        default:
            guard let scalar = Unicode.Scalar(code) else { return nil }
            return .char(Character(scalar))
        }
    }

    /// Decodes a curses key code (the `KEY_CODE_YES` case).
    public static func decodeKeyCode(_ code: Int32) -> Key? {
        switch code {
        case KEY_UP: .up
        case KEY_DOWN: .down
        case KEY_LEFT: .left
        case KEY_RIGHT: .right
        case KEY_PPAGE: .pageUp
        case KEY_NPAGE: .pageDown
        case KEY_HOME, KEY_A1: .home
        case KEY_END, KEY_C1: .end
        case KEY_ENTER: .enter
        case KEY_BACKSPACE: .backspace
        case KEY_DC: .delete
        case KEY_BTAB: .backTab
        case KEY_RESIZE: .resize
        case cnc_key_f(1)...cnc_key_f(63): .function(Int(code - cnc_key_f(0)))
        default: nil
        }
    }

    /// Decodes a mouse event from `getmouse`'s `MEVENT` fields (`y`, `x`, `bstate`).
    ///
    /// Button 1 press/click/release and the wheel (buttons 4 and 5) are reported; other buttons
    /// and motion return `nil`. With `mouseinterval(0)` curses reports press and release rather
    /// than synthesising clicks, but a click is still read as a press.
    public static func decodeMouse(row: Int32, col: Int32, bstate: mmask_t) -> Key? {
        let kind: Key.MouseKind
        if bstate & cnc_button4_pressed() != 0 {
            kind = .wheelUp
        } else if bstate & cnc_button5_pressed() != 0 {
            kind = .wheelDown
        } else if bstate & (cnc_button1_pressed() | cnc_button1_clicked()) != 0 {
            kind = .press
        } else if bstate & cnc_button1_released() != 0 {
            kind = .release
        } else {
            return nil
        }
        return .mouse(row: Int(row), col: Int(col), kind: kind)
    }
}
