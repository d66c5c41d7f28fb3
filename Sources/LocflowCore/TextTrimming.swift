extension String {
    /// This text without the leading and trailing Unicode scalars that are in `set`, as
    /// Foundation's `trimmingCharacters(in: CharacterSet(charactersIn: set))` gave.
    ///
    /// Plain Swift so that the shipped modules need only FoundationEssentials, which has no
    /// `CharacterSet` on Linux (Foundation and ICU off the start-up path).
    public func trimming(_ set: String) -> String {
        trimming { set.unicodeScalars.contains($0) }
    }

    /// This text without leading and trailing blanks, every kind of space and the tab: Foundation's
    /// `CharacterSet.whitespaces`, which CoreFoundation writes out as the Unicode space separators
    /// (Zs), U+0009 and the zero width space U+200B (a space separator before Unicode 4.0.1).
    public func trimmingBlanks() -> String {
        trimming { $0 == "\t" || $0 == "\u{200B}" || $0.properties.generalCategory == .spaceSeparator }
    }

    /// This text without the leading and trailing Unicode scalars `drop` accepts.
    public func trimming(where drop: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !drop($0) }), let last = scalars.lastIndex(where: { !drop($0) }) else { return "" }
        return String(Substring(scalars[first...last]))
    }
}
