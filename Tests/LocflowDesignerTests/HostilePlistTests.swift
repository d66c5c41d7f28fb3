import Foundation
import LocflowScenario
import Testing
@testable import LocflowDesigner

/// Property lists built to crash or hang a reader are refused quickly, with the reason.
@Suite struct HostilePlistTests {
    /// A binary property list from its objects (each already encoded) with one-byte offsets and
    /// references; `top` is the index of the root object.
    static func binary(_ objects: [[UInt8]], top: Int) -> Data {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let table = bytes.count
        let offsetSize = table > 255 ? 2 : 1
        for offset in offsets { bytes += offsetSize == 2 ? [UInt8(offset >> 8), UInt8(offset & 0xFF)] : [UInt8(offset)] }
        bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), 1]
        for value in [objects.count, top, table] { bytes += (0..<8).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) } }
        return Data(bytes)
    }

    static func refused(_ data: Data) -> String? {
        do {
            _ = try InfoPlistFile.parse(data, file: "Info.plist")
            return nil
        } catch {
            return error.message
        }
    }

    @Test func aDictionaryThatContainsItselfIsRefused() {
        // Object 0: {"a": object 0}; object 1: "a".
        let data = Self.binary([[0xD1, 0x01, 0x00], [0x51, UInt8(ascii: "a")]], top: 0)
        #expect(Self.refused(data)?.contains("contains itself") == true)
    }

    @Test func cyclicArraysAreRefused() {
        // {"a": [object 2]}, object 2 = [object 3], object 3 = [object 2].
        let data = Self.binary([[0xD1, 0x01, 0x02], [0x51, UInt8(ascii: "a")], [0xA1, 0x03], [0xA1, 0x02]], top: 0)
        #expect(Self.refused(data)?.contains("contains itself") == true)
    }

    @Test func aSharedReferenceBombIsRefused() {
        // {"a": b60}, b_k = [b_(k-1), b_(k-1)], b0 = []: 2^60 values once expanded.
        var objects: [[UInt8]] = [[0xD1, 0x01, 0x02], [0x51, UInt8(ascii: "a")]]
        for k in 0...60 {
            let index = 2 + k
            objects.append(k == 60 ? [0xA0] : [0xA2, UInt8(index + 1), UInt8(index + 1)])
        }
        // Object 2 is b60 … object 62 is b0: each refers to the next.
        #expect(Self.refused(Self.binary(objects, top: 0))?.contains("shared references") == true)
    }

    @Test func deepXMLIsRefusedNotACrash() {
        let depth = 100_000
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist version=\"1.0\"><dict><key>a</key>"
            + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth) + "</dict></plist>"
        #expect(Self.refused(Data(xml.utf8))?.contains("nested deeper than 64") == true)
    }

    @Test func anOrdinaryPlistStillReads() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>
            <key>NSLocationWhenInUseUsageDescription</key><string>Near you</string>
            <key>UIBackgroundModes</key><array><string>location</string></array><key>Empty</key><array/>
            </dict></plist>
            """
        let contents = try InfoPlistFile.parse(Data(xml.utf8), file: "Info.plist")
        #expect(contents.infoPlist.whenInUseUsage == "Near you")
        let binary = try PropertyListSerialization.data(fromPropertyList: ["NSLocationWhenInUseUsageDescription": "Near you", "Nested": [["a": [1, 2]]]], format: .binary, options: 0)
        #expect(PropertyListShape.problem(binary) == nil)
    }
}
