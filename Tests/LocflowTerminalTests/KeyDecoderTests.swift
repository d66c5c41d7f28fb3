import CNCursesW
import CellGrid
import LocflowTerminal
import Testing

/// Pure: no curses state is touched, only its constants.
@Suite struct KeyDecoderTests {
    @Test(arguments: [
        (10, Key.enter), (13, .enter), (9, .tab), (27, .escape), (127, .backspace), (8, .backspace),
        (3, .ctrl("c")), (1, .ctrl("a")), (26, .ctrl("z")), (0, .ctrl("@")), (31, .ctrl("_")),
        (0x61, .char("a")), (0x20, .char(" ")), (0xE9, .char("é")), (0x65E5, .char("日")), (0x1F642, .char("🙂")),
    ] as [(UInt32, Key)])
    func characters(code: UInt32, key: Key) {
        #expect(KeyDecoder.decode(status: OK, code: code) == key)
    }

    @Test(arguments: [
        (KEY_UP, Key.up), (KEY_DOWN, .down), (KEY_LEFT, .left), (KEY_RIGHT, .right),
        (KEY_PPAGE, .pageUp), (KEY_NPAGE, .pageDown), (KEY_HOME, .home), (KEY_END, .end),
        (KEY_ENTER, .enter), (KEY_BACKSPACE, .backspace), (KEY_BTAB, .backTab), (KEY_DC, .delete),
        (KEY_RESIZE, .resize), (KEY_F0 + 1, .function(1)), (KEY_F0 + 5, .function(5)), (KEY_F0 + 12, .function(12)),
    ] as [(Int32, Key)])
    func keyCodes(code: Int32, key: Key) {
        #expect(KeyDecoder.decode(status: KEY_CODE_YES, code: UInt32(code)) == key)
    }

    @Test func nothingForTimeoutsMouseAndC1() {
        #expect(KeyDecoder.decode(status: ERR, code: 0x61) == nil)
        #expect(KeyDecoder.decode(status: KEY_CODE_YES, code: UInt32(KEY_MOUSE)) == nil)
        #expect(KeyDecoder.decode(status: OK, code: 0x9B) == nil)  // 8-bit CSI is never a key
        #expect(KeyDecoder.decode(status: OK, code: 0xD800) == nil)  // not a scalar
    }

    @Test func mouse() {
        #expect(KeyDecoder.decodeMouse(row: 4, col: 9, bstate: cnc_button1_pressed()) == .mouse(row: 4, col: 9, kind: .press))
        #expect(KeyDecoder.decodeMouse(row: 4, col: 9, bstate: cnc_button1_clicked()) == .mouse(row: 4, col: 9, kind: .press))
        #expect(KeyDecoder.decodeMouse(row: 0, col: 0, bstate: cnc_button1_released()) == .mouse(row: 0, col: 0, kind: .release))
        #expect(KeyDecoder.decodeMouse(row: 2, col: 3, bstate: cnc_button4_pressed()) == .mouse(row: 2, col: 3, kind: .wheelUp))
        #expect(KeyDecoder.decodeMouse(row: 2, col: 3, bstate: cnc_button5_pressed()) == .mouse(row: 2, col: 3, kind: .wheelDown))
        #expect(KeyDecoder.decodeMouse(row: 2, col: 3, bstate: 0) == nil)
    }
}
