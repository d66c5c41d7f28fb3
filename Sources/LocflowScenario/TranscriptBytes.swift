/// Appending text to a transcript's byte buffer. Transcripts are written as UTF-8 bytes, not
/// built as `String`s: a `String` append checks capacity, uniqueness and the ASCII and NFC flags
/// and re-counts on every call, and a long `locflow run` makes about twenty appends a step
///. The bytes are the same: every piece is a `String`'s UTF-8.
extension Array where Element == UInt8 {
    /// Appends the UTF-8 of `text`.
    static func += (out: inout [UInt8], text: String) {
        // A native string's bytes are contiguous: one memcpy (the generic path is three times slower).
        if text.utf8.withContiguousStorageIfAvailable({ out.append(contentsOf: $0) }) == nil {
            out.append(contentsOf: text.utf8)
        }
    }

    /// Appends the UTF-8 of `text`.
    static func += (out: inout [UInt8], text: Substring) {
        out.append(contentsOf: text.utf8)
    }

    /// Appends `number` in decimal (as `String(number)` writes it), right-aligned with spaces in
    /// `width` columns, then `spaces` spaces (at most 8).
    mutating func append(decimal number: Int, width: Int = 0, spaces: Int = 0) {
        guard number >= 0 else {
            let text = String(number)
            if text.utf8.count < width { append(contentsOf: repeatElement(0x20, count: width - text.utf8.count)) }
            self += text
            append(contentsOf: repeatElement(0x20, count: spaces))
            return
        }
        // The digits are written right to left into the first 32 of 40 bytes of spaces on the
        // stack, then appended with the spaces after them in one copy (two appends of repeated elements and a store per digit
        // through the array's checks were a few per cent of a long run). An Int has at most 19
        // digits; a wider `width` is padded in front first.
        if width > 32 { append(contentsOf: repeatElement(0x20, count: width - 32)) }
        let after = Swift.min(spaces, 8)
        var text: (UInt64, UInt64, UInt64, UInt64, UInt64) = (Self.spaces, Self.spaces, Self.spaces, Self.spaces, Self.spaces)
        Swift.withUnsafeMutableBytes(of: &text) { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var index = 32, rest = number
            repeat {
                index -= 1
                bytes[index] = 0x30 + UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            } while rest > 0
            append(contentsOf: UnsafeBufferPointer(rebasing: bytes[Swift.min(index, 32 - Swift.min(width, 32))..<(32 + after)]))
        }
    }

    /// Eight spaces.
    private static var spaces: UInt64 { 0x2020_2020_2020_2020 }
}
