import CellGrid
import Testing

@Suite struct SanitizingTests {
    /// Every scalar that must never reach a cell.
    static let forbidden: [UInt32] =
        Array(0x00...0x1F) + [0x7F] + Array(0x80...0x9F) + Array(0x202A...0x202E) + Array(0x2066...0x2069)

    @Test func hostileTextNeverReachesACell() {
        let hostile = "a\u{1B}[2Jb\u{07}c\u{9B}31md\u{202E}evil\u{2066}\r\n\te\u{7F}"
        var canvas = Canvas(rows: 1, cols: 40)
        canvas.put(hostile, row: 0, col: 0)
        #expect(canvas.text == "a␛[2Jb␇c�31md�evil�␍␊ e␡")
        for col in 0..<canvas.cols {
            for scalar in canvas[0, col].character?.unicodeScalars ?? "".unicodeScalars {
                #expect(!Self.forbidden.contains(scalar.value), "U+\(String(scalar.value, radix: 16)) at \(col)")
            }
        }
    }

    @Test func everyForbiddenScalarIsReplacedEverywhere() {
        var canvas = Canvas(rows: 3, cols: 20)
        for value in Self.forbidden {
            let text = "x" + String(Unicode.Scalar(value)!) + "\u{301}y"  // also glued to a combining mark
            canvas.put(text, row: 0, col: 0)
            canvas.putTruncated(text + "long tail", row: 1, col: 0, width: 5)
            canvas.box(canvas.bounds, title: text)
            let scalars = canvas.text.unicodeScalars.map(\.value)
            #expect(!scalars.contains(where: { $0 != 0x0A && Self.forbidden.contains($0) }), "U+\(String(value, radix: 16))")
        }
    }

    @Test func placeholdersAreVisibleAndOneColumn() {
        #expect(TextSanitizer.sanitize("\u{1B}") == "␛")
        #expect(TextSanitizer.sanitize("\u{07}") == "␇")
        #expect(TextSanitizer.sanitize("\t") == " ")
        #expect(TextSanitizer.sanitize("\u{85}") == "\u{FFFD}")
        #expect(TextSanitizer.sanitize("\u{200F}") == "\u{FFFD}")
        #expect(TextSanitizer.sanitize("Café 日本 ✓") == "Café 日本 ✓")
        #expect(DisplayWidth.of("\u{1B}[2J") == 4)
        for value in Self.forbidden {
            #expect(DisplayWidth.of(TextSanitizer.sanitize(String(Unicode.Scalar(value)!))) == 1)
        }
    }

    @Test func keyNamesAreSanitisedToo() {
        #expect(Key.char("\u{1B}").name == "␛")
        #expect(Key.ctrl("c").name == "^C")
        #expect(Key.function(5).name == "F5")
        #expect(Key.up.name == "↑")
        #expect(Key.enter.name == "Enter")
        #expect(Key.escape.name == "Esc")
        #expect(Key.char(" ").name == "Space")
        #expect(Key.mouse(row: 2, col: 7, kind: .press).name == "Click 2,7")
    }
}

/// The byte-level check `locflow run` uses agrees with the scalar one.
@Suite("Sanitizer UTF-8 fast path")
struct SanitizerUTF8Tests {
    @Test("isSafe(utf8:) agrees with isSafe on every scalar up to U+3000 and around each unsafe one")
    func agrees() {
        var scalars = (0...0x3000).compactMap(Unicode.Scalar.init)
        scalars += [0xFEFF, 0xFFFD, 0x1F600, 0x10FFFF].compactMap(Unicode.Scalar.init)
        for scalar in scalars {
            for text in ["\(scalar)", "ab\(scalar)", "·\(scalar)c", "\u{201C}\(scalar)\u{201D}"] {
                #expect(TextSanitizer.isSafe(utf8: text) == TextSanitizer.isSafe(text), "U+\(String(scalar.value, radix: 16))")
                #expect(TextSanitizer.isSafe(utf8: Array(("ok " + text).utf8), from: 3) == TextSanitizer.isSafe(text), "bytes, U+\(String(scalar.value, radix: 16))")
            }
        }
    }

    @Test("isPrintableASCII, eight bytes at a time, agrees with a byte-by-byte check for every byte at every place")
    func printableASCII() {
        for byte in 0...255 {
            for place in 0..<19 {
                var line = Array("Settings: precise 1".utf8)
                line[place] = UInt8(byte)
                let expected = line.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
                #expect(line.withUnsafeBufferPointer(TextSanitizer.isPrintableASCII) == expected, "byte \(byte) at \(place)")
            }
        }
    }

    @Test("from: skips the bytes before a line")
    func offset() {
        let text = "\u{1B}[2J\nSettings: \u{201C}Café\u{201D}"
        #expect(!TextSanitizer.isSafe(utf8: text))
        #expect(TextSanitizer.isSafe(utf8: text, from: 5))
    }
}
