/// The XML property list an Info.plist plainly is, read by hand: a `<dict>` of keys whose values
/// are `<string>`, `<true/>`, `<false/>`, `<integer>`, `<array>` and `<dict>`, as Xcode writes
/// them. `PropertyListDecoder` took a sixth of the `--info-plist` start's CPU before its first
/// frame (docs/performance.md); this reader gives the same plain values (`PropertyListValue.plain`:
/// text `String`, 0 and 1 `Bool`, other integers `Int`, lists `[Any]`, dictionaries `[String: Any]`)
/// and declines everything else — a comment, CDATA, an entity other than the five predefined
/// ones, a character reference, a carriage return, `<real>`, `<date>`, `<data>`, an attribute, a
/// repeated key, nesting deeper than `PropertyListShape.maximumDepth` — so the decoder reads
/// those, with its own errors. `PropertyListXMLTests` holds both readers to one result.
enum PropertyListXML {
    /// The top-level dictionary's plain values, or nil when the file is not in the plain shape.
    static func dictionary(_ bytes: [UInt8]) -> [String: Any]? {
        var reader = Reader(bytes: bytes)
        return reader.document()
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func document() -> [String: Any]? {
            skipSpace()
            if take("<?xml") {
                // Only a declaration of UTF-8 (or of no encoding) is this reader's.
                guard let end = find("?>") else { return nil }
                let declaration = String(decoding: bytes[index..<end], as: UTF8.self)
                guard declaration == #" version="1.0" encoding="UTF-8""# || declaration == #" version="1.0" encoding="utf-8""#
                    || declaration == #" version="1.0""# else { return nil }
                index = end + 2
                skipSpace()
            }
            if take("<!DOCTYPE plist ") {
                // An internal subset (`[`) could declare entities: the decoder's.
                guard let end = bytes[index...].firstIndex(of: UInt8(ascii: ">")), !bytes[index..<end].contains(UInt8(ascii: "[")) else { return nil }
                index = end + 1
                skipSpace()
            }
            guard take("<plist version=\"1.0\">") || take("<plist>") else { return nil }
            skipSpace()
            guard take("<dict>"), let top = dictionaryBody(depth: 1) else { return nil }
            skipSpace()
            guard take("</plist>") else { return nil }
            skipSpace()
            return index == bytes.count ? top : nil
        }

        /// After `<dict>`: key and value pairs up to `</dict>`.
        mutating func dictionaryBody(depth: Int) -> [String: Any]? {
            guard depth <= PropertyListShape.maximumDepth else { return nil }
            var entries: [String: Any] = [:]
            while true {
                skipSpace()
                if take("</dict>") { return entries }
                guard take("<key>"), let key = text(until: "</key>"), entries[key] == nil else { return nil }
                skipSpace()
                guard let value = value(depth: depth) else { return nil }
                entries[key] = value
            }
        }

        /// One value, its start tag next.
        mutating func value(depth: Int) -> Any? {
            if take("<string>") { return text(until: "</string>") }
            if take("<string/>") { return "" }
            if take("<true/>") { return true }
            if take("<false/>") { return false }
            if take("<integer>") {
                guard let digits = text(until: "</integer>"), let number = Self.integer(digits) else { return nil }
                return number == 0 || number == 1 ? number == 1 : number
            }
            if take("<dict>") { return dictionaryBody(depth: depth + 1) }
            if take("<dict/>") { return [String: Any]() }
            if take("<array/>") { return [Any]() }
            if take("<array>") {
                guard depth + 1 <= PropertyListShape.maximumDepth else { return nil }
                var items: [Any] = []
                while true {
                    skipSpace()
                    if take("</array>") { return items }
                    guard let item = value(depth: depth + 1) else { return nil }
                    items.append(item)
                }
            }
            return nil
        }

        /// The text up to `end` (consumed), with the five predefined entities replaced; nil for
        /// anything else the decoder would have to judge.
        mutating func text(until end: String) -> String? {
            var out: [UInt8] = []
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "<"):
                    guard take(end) else { return nil }
                    return String(validating: out, as: UTF8.self)
                case UInt8(ascii: "&"):
                    var matched = false
                    for (entity, character) in Self.entities where take(entity) {
                        out.append(character)
                        matched = true
                        break
                    }
                    guard matched else { return nil }
                case UInt8(ascii: ">"), UInt8(ascii: "\r"):
                    // `]]>` is not allowed in text, and line ends are normalised: both the decoder's.
                    return nil
                default:
                    guard byte >= 0x20 || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") else { return nil }
                    out.append(byte)
                    index += 1
                }
            }
            return nil
        }

        static let entities: [(String, UInt8)] = [
            ("&amp;", UInt8(ascii: "&")), ("&lt;", UInt8(ascii: "<")), ("&gt;", UInt8(ascii: ">")),
            ("&quot;", UInt8(ascii: "\"")), ("&apos;", UInt8(ascii: "'")),
        ]

        /// A plain decimal integer (`-12`, `7`; no sign `+`, no leading zero), at most 18 digits so
        /// it fits an `Int`.
        static func integer(_ text: String) -> Int? {
            let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
            guard !digits.isEmpty, digits.count <= 18, digits.count == 1 || digits.first != "0", digits.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
            return Int(text)
        }

        /// Consumes `word` if the bytes continue with it.
        mutating func take(_ word: String) -> Bool {
            let utf8 = word.utf8
            guard bytes.count - index >= utf8.count else { return false }
            var i = index
            for byte in utf8 {
                guard bytes[i] == byte else { return false }
                i += 1
            }
            index = i
            return true
        }

        /// Where `word` next starts, from the current index.
        func find(_ word: String) -> Int? {
            let utf8 = Array(word.utf8)
            var i = index
            while i + utf8.count <= bytes.count {
                if bytes[i] == utf8[0], Array(bytes[i..<(i + utf8.count)]) == utf8 { return i }
                i += 1
            }
            return nil
        }

        mutating func skipSpace() {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A { index += 1 }
        }
    }
}
