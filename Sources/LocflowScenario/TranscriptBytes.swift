/// Appending text to a transcript's byte buffer. Transcripts are written as UTF-8 bytes, not
/// built as `String`s: a `String` append checks capacity, uniqueness and the ASCII and NFC flags
/// and re-counts on every call, and a long `locflow run` makes about twenty appends a step
/// (issue 14). The bytes are the same: every piece is a `String`'s UTF-8.
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
    /// `width` columns.
    mutating func append(decimal number: Int, width: Int = 0) {
        guard number >= 0 else {
            let text = String(number)
            if text.utf8.count < width { append(contentsOf: repeatElement(0x20, count: width - text.utf8.count)) }
            self += text
            return
        }
        var digits = 1, rest = number
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        if digits < width { append(contentsOf: repeatElement(0x20, count: width - digits)) }
        append(contentsOf: repeatElement(0x30, count: digits))
        var index = count - 1
        rest = number
        while rest > 0 {
            self[index] = 0x30 + UInt8(rest % 10)
            rest /= 10
            index -= 1
        }
    }
}
