import Testing
@testable import CellGrid

/// `Canvas.isNarrow` answers from a written-out bit table (no Unicode property lookups before the
/// first frame); it must agree with `DisplayWidth` for every scalar.
@Suite("Narrow scalars")
struct NarrowScalarsTests {
    @Test("the written-out table agrees with DisplayWidth for every scalar up to U+2FFFF")
    func tableAgreesWithDisplayWidth() {
        var words = [UInt64](repeating: 0, count: 48)
        for value in UInt32(0x2000)..<0x2C00 {
            let scalar = Unicode.Scalar(value)!
            if DisplayWidth.isStandalone(scalar) && DisplayWidth.computedWidth(of: scalar) == 1 {
                words[Int(value - 0x2000) / 64] |= 1 << UInt64((value - 0x2000) % 64)
            }
        }
        #expect(Canvas.narrowBits == words, "Canvas.narrowBits should be: \(words.map { "0x" + String($0, radix: 16) }.joined(separator: ", "))")
        var disagreements: [UInt32] = []
        for value in UInt32(0)..<0x30000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let expected = DisplayWidth.isStandalone(scalar) && DisplayWidth.computedWidth(of: scalar) == 1
            if Canvas.isNarrow(value) != expected { disagreements.append(value) }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10).map { String($0, radix: 16) })")
    }

    @Test("DisplayWidth answers from the table what the rules say, for every scalar up to U+2FFFF")
    func shortcutAgreesWithRules() {
        var disagreements: [UInt32] = []
        for value in UInt32(0)..<0x30000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if DisplayWidth.of(scalar) != DisplayWidth.computedWidth(of: scalar) { disagreements.append(value) }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10).map { String($0, radix: 16) })")
    }
}
