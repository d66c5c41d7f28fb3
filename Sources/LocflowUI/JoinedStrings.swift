extension Array where Element == String {
    /// The strings with `separator` between them, as the standard library's `joined(separator:)`.
    ///
    /// Why here: for `[String]` the standard library's version runs unspecialised, and the first
    /// call in a process looks up `[String]`'s conformances at run time, scanning every one of
    /// the static binary's ~6,400 conformance records before the first frame (
    /// docs/performance.md). This overload is more specific, so every `[String]` join in the
    /// views takes it; it is compiled here, for `[String]` only, and looks nothing up.
    func joined(separator: String) -> String {
        guard var result = first else { return "" }
        var length = result.utf8.count
        for element in self.dropFirst() { length += separator.utf8.count + element.utf8.count }
        result.reserveCapacity(length)
        for element in self.dropFirst() {
            result += separator
            result += element
        }
        return result
    }
}
