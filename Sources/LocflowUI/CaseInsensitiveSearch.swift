extension String {
    /// Whether this text contains `wanted`, ignoring case (the `/` search): byte by byte when
    /// both are ASCII (the log's usual text), else both case-folded as `uppercased().lowercased()`
    /// ("STRASSE" finds "straße", "FILE" finds "ﬁle"), as Foundation's `range(of:options:
    /// .caseInsensitive)` did before the modules dropped Foundation (
    /// `LogSearchMatchTests` compares them).
    func containsIgnoringCase(_ wanted: String) -> Bool {
        if utf8.allSatisfy({ $0 < 0x80 }), wanted.utf8.allSatisfy({ $0 < 0x80 }) {
            let haystack = Array(utf8), needle = Array(wanted.utf8)
            guard needle.count <= haystack.count else { return false }
            func lower(_ byte: UInt8) -> UInt8 { byte >= 65 && byte <= 90 ? byte + 32 : byte }
            return (0...haystack.count - needle.count).contains { start in
                needle.indices.allSatisfy { lower(haystack[start + $0]) == lower(needle[$0]) }
            }
        }
        return uppercased().lowercased().contains(wanted.uppercased().lowercased())
    }
}
