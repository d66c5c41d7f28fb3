import Testing
@testable import LocflowUI

/// Long names in the narrow log column break where a reader sees a boundary.
@Suite struct TextWrapTests {
    @Test(arguments: [
        ("locationManagerDidChangeAuthorization(_:) → .notDetermined", 24,
         ["locationManagerDidChange", "Authorization(_:) →", ".notDetermined"]),
        ("requestWhenInUseAuthorization", 24, ["requestWhenInUse", "Authorization"]),
        ("abcdefghijklmnopqrstuvwxyz", 10, ["abcdefghij", "klmnopqrst", "uvwxyz"]),  // no boundary: cut
        ("short words stay whole", 11, ["short words", "stay whole"]),
    ])
    func wrapsAtReadableBoundaries(text: String, width: Int, expected: [String]) {
        #expect(TextWrap.wrap(text, width: width) == expected)
    }
}
