import CellGrid
import LocflowCore
import LocflowTerminal
import LocflowUI
import Testing

/// Hostile app names and purpose strings: control characters, escape sequences, bidi overrides,
/// very long and very wide text. Every screen that shows them is drawn through real curses with
/// its output recorded: no sequence from data reaches the terminal, every row fits, and long
/// text ends in "…" instead of spilling out of its panel. (In the serialized curses suite.)
extension CursesTests {
    /// Text an attacker (or a careless build script) could put in Info.plist.
    static let hostileNames = [
        "Evil\u{1B}]0;PWNED\u{07}\u{1B}[31mRED\u{9B}2J\u{08}\u{7F}\u{1}",  // (no NUL: it would cut test reports)
        "\u{202E}gnp.exe\u{2066}\u{200F}ABC\u{2028}",
        String(repeating: "地図アプリ", count: 40),
        String(repeating: "👩‍👩‍👧‍👦🇯🇵🗺️é\u{301}\u{301}", count: 30),
        String(repeating: "Tracker-", count: 200),
    ]

    /// Every explorer screen that shows the app's name or a purpose string.
    static func hostileStates(name: String) -> [ExplorerState] {
        var app = AppConfig(name: name)
        app.infoPlist.whenInUseUsage = name + " \u{1B}[?1049l\r\n" + String(repeating: "長い説明 ", count: 80)
        app.infoPlist.alwaysAndWhenInUseUsage = "\u{1B}P+q\u{1B}\\" + name
        app.infoPlist.temporaryUsage = [TemporaryPurpose(key: "Delivery", description: name)]
        let size = ScreenSize(rows: 30, cols: 100)
        var states: [ExplorerState] = []
        for keys in ["w", "w2a", "w2t", "a2rbR", "?"] {
            var state = ExplorerState(config: Setup(app: app))
            for key in keys.map(Key.char) { state.handle(key, size: size) }
            states.append(state)
        }
        return states
    }

    @Test("hostile names and purposes: no control character in the grid, every row fits, long text is cut with …",
          arguments: hostileNames)
    func hostileGrid(name: String) throws {
        for state in Self.hostileStates(name: name) {
            for size in [ScreenSize(rows: 30, cols: 100), ScreenSize(rows: 24, cols: 80), ScreenSize(rows: 60, cols: 200)] {
                let canvas = Explorer.render(state, size: size)
                let unsafe = canvas.text.unicodeScalars.filter { $0 != "\n" && TextSanitizer.replacement(for: $0) != nil }
                #expect(unsafe.isEmpty, "unsafe scalars \(unsafe.map { String($0.value, radix: 16) }) at \(size)")
                for line in canvas.lines { #expect(DisplayWidth.of(line) <= size.cols, "a row overflows at \(size)") }
                // The panels keep their frames: the name cannot push the layout apart.
                if !state.view.helpOpen {
                    #expect(canvas.text.contains("┌─ Status"), "status panel lost at \(size)")
                    #expect(canvas.text.contains("Delegate log"), "log panel lost at \(size)")
                }
            }
        }
        let prompt = Explorer.render(Self.hostileStates(name: name)[0], size: ScreenSize(rows: 30, cols: 100))
        #expect(prompt.text.contains("Allow Once") && prompt.text.contains("╰"), "the prompt's buttons and frame survive")
        if DisplayWidth.of(TextSanitizer.sanitize(name)) > 60 {
            #expect(prompt.text.contains("…"), "long text is cut with an ellipsis")
        }
    }

    @Test("hostile names through real curses: read back exactly, and no data sequence in the bytes sent",
          arguments: hostileNames)
    func hostileCurses(name: String) throws {
        let size = ScreenSize(rows: 30, cols: 100)
        let screen = try #require(HeadlessScreen(rows: size.rows, cols: size.cols, colors: true, recordOutput: true))
        defer { screen.close() }
        for state in Self.hostileStates(name: name) {
            let canvas = Explorer.render(state, size: size)
            screen.draw(canvas)
            // Curses keeps only a grapheme's base and its non-spacing marks (a ZWJ family shows
            // as its first emoji), so multi-scalar graphemes read back shorter; rows still fit.
            if name.allSatisfy({ $0.unicodeScalars.count == 1 }) {
                #expect(screen.lines == canvas.lines)
            } else {
                #expect(screen.lines.count == canvas.lines.count)
                for line in screen.lines { #expect(DisplayWidth.of(line) <= size.cols) }
            }
        }
        let bytes = screen.recordedOutput
        #expect(bytes.count > 1000)
        func contains(_ needle: String) -> Bool {
            let pattern = Array(needle.utf8)
            return bytes.indices.contains { start in
                start + pattern.count <= bytes.count && bytes[start..<start + pattern.count].elementsEqual(pattern)
            }
        }
        #expect(!contains("\u{1B}]0;PWNED"), "an OSC title sequence from data reached the terminal")
        #expect(!contains("\u{1B}[31mRED"), "an SGR sequence from data reached the terminal")
        #expect(!contains("\u{1B}[?1049l"), "a screen switch from data reached the terminal")
        #expect(!contains("\u{1B}P+q"), "a DCS query from data reached the terminal")
        #expect(!contains("\u{9B}"), "an 8-bit CSI from data reached the terminal")
        // (Backspace is curses' own cursor-left, so it is not checked.)
        #expect(!bytes.contains(0x07) && !bytes.contains(0x00), "BEL or NUL reached the terminal")
    }
}
