import Foundation
import LocflowScenario
import Testing
@testable import LocflowDesigner

/// The hand reader of plain XML property lists (`PropertyListXML`) and `PropertyListDecoder` give
/// one result: for every vector, the contents or the error `InfoPlistFile.parse` gives with the
/// hand reader equal those it gives without it; and the plain files are read by hand.
@Suite struct PropertyListXMLTests {
    private static let head = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        + #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"# + "\n"

    private static func plist(_ body: String, head: String = head, open: String = #"<plist version="1.0">"#) -> String {
        head + open + "\n<dict>\n" + body + "\n</dict>\n</plist>\n"
    }

    private static let purpose = "<key>NSLocationWhenInUseUsageDescription</key>"

    /// Read by hand (and equal to the decoder's reading).
    static let plain: [String] = [
        plist("  <key>CFBundleDisplayName</key><string>Courier</string>\n  " + purpose + "<string>Shows the courier where to ring.</string>"),
        plist(purpose + "<string>Fish &amp; chips &lt;now&gt; &quot;here&quot; &apos;ok&apos;</string>"),
        plist(purpose + "<string>Café ☕ near you</string>\t<key>CFBundleName</key><string>$(PRODUCT_NAME)</string>"),
        plist(purpose + "<string/>"), plist(purpose + "<string></string>"), plist(purpose + "<true/>"), plist(purpose + "<integer>5</integer>"),
        plist("<key>NSLocationDefaultAccuracyReduced</key><true/>"), plist("<key>NSLocationDefaultAccuracyReduced</key><false/>"),
        plist("<key>NSLocationDefaultAccuracyReduced</key><integer>1</integer>"), plist("<key>NSLocationDefaultAccuracyReduced</key><integer>0</integer>"),
        plist("<key>NSLocationDefaultAccuracyReduced</key><integer>-0</integer>"), plist("<key>NSLocationDefaultAccuracyReduced</key><integer>-7</integer>"),
        plist("<key>NSLocationDefaultAccuracyReduced</key><integer>123456789012345678</integer>"),
        plist("<key>UIBackgroundModes</key><array><string>location</string><string>fetch</string></array>"),
        plist("<key>UIBackgroundModes</key><array/>"), plist("<key>UIBackgroundModes</key><array>\n</array>"),
        plist("<key>UIBackgroundModes</key><array><string>location</string><integer>1</integer></array>"),
        plist("<key>UIDeviceFamily</key><array><integer>1</integer><integer>2</integer></array>" + purpose + "<string>Hi</string>"),
        plist("<key>NSLocationTemporaryUsageDescriptionDictionary</key><dict><key>Door</key><string>Find your door.</string><key>Bell</key><string>Ring.</string></dict>"),
        plist("<key>NSLocationTemporaryUsageDescriptionDictionary</key><dict/>"),
        plist("<key>NSLocationTemporaryUsageDescriptionDictionary</key><dict><key>Door</key><integer>3</integer></dict>"),
        plist("<key>NSLocationWhenInUsageDescription</key><string>typo</string>"),
        plist(purpose + "<array><dict><key>a</key><array><array/></array></dict></array>"),
        plist(""), plist(purpose + "<string>x</string>", head: ""), plist(purpose + "<string>x</string>", head: #"<?xml version="1.0"?>"#),
        plist(purpose + "<string>x</string>", open: "<plist>"),
        plist(purpose + "<string>two\nlines</string>"),
    ]

    /// Left to the decoder (and still equal).
    static let declined: [String] = [
        plist(purpose + "<string>Fish &#38; chips</string>"), plist(purpose + "<string>a]]>b</string>"),
        plist("<!-- a comment -->" + purpose + "<string>x</string>"), plist(purpose + "<string><![CDATA[x]]></string>"),
        plist(purpose + "<string>x</string>").replacingOccurrences(of: "\n", with: "\r\n"),
        plist(purpose + "<real>1.5</real>"), plist(purpose + "<real>1</real>"), plist(purpose + "<date>2020-01-01T00:00:00Z</date>"),
        plist(purpose + "<data>AQI=</data>"), plist(purpose + "<integer>007</integer>"), plist(purpose + "<integer>+1</integer>"),
        plist(purpose + "<integer> 5</integer>"), plist(purpose + "<integer>99999999999999999999</integer>"),
        plist(purpose + "<string>a</string>" + purpose + "<string>b</string>"), plist(purpose + "<string>unclosed"),
        plist(purpose + "<string>x</string>", head: #"<?xml version="1.0" encoding="UTF-16"?>"#),
        plist(purpose + "<string>x</string>", open: #"<plist version="0.9">"#),
        plist(purpose + "<string attr=\"1\">x</string>"), plist(purpose + "<string>x</string>") + "junk",
        head + #"<plist version="1.0"><array><string>x</string></array></plist>"#, head + #"<plist version="1.0"><dict/></plist>"#,
        plist(purpose + "<string>x</string>", head: "<!DOCTYPE plist [<!ENTITY e \"x\">]>"),
        plist(purpose + String(repeating: "<array>", count: 70) + String(repeating: "</array>", count: 70)),
        plist(purpose), plist("<key>a</key>"), plist("<string>x</string>"),
    ]

    private static func outcome(_ text: String, byHand: Bool) -> String {
        do {
            return "\(try InfoPlistFile.parse(Data(text.utf8), file: "Info.plist", byHand: byHand))"
        } catch {
            return error.description
        }
    }

    @Test(arguments: plain + declined)
    func bothReadersGiveOneResult(_ text: String) {
        #expect(Self.outcome(text, byHand: true) == Self.outcome(text, byHand: false))
    }

    @Test func thePlainFilesAreReadByHandAndTheRestAreNot() {
        for text in Self.plain { #expect(PropertyListXML.dictionary(Array(text.utf8)) != nil, "\(text)") }
        for text in Self.declined { #expect(PropertyListXML.dictionary(Array(text.utf8)) == nil, "\(text)") }
        // Bytes that are not UTF-8 inside a string: the decoder's to judge.
        var bytes = Array(Self.plist(Self.purpose + "<string>x</string>").utf8)
        bytes[bytes.firstIndex(of: UInt8(ascii: "x"))!] = 0xFF
        #expect(PropertyListXML.dictionary(bytes) == nil)
    }

    /// What `PropertyListSerialization` writes (as Xcode does) is read by hand, to the decoder's values.
    @Test func whatXcodeWritesIsReadByHand() throws {
        let data = try PropertyListSerialization.data(fromPropertyList: InfoPlistFileTests.xcodeKeys, format: .xml, options: 0)
        #expect(PropertyListXML.dictionary([UInt8](data)) != nil)
        #expect(try InfoPlistFile.parse(data, file: "Info.plist", byHand: true) == InfoPlistFile.parse(data, file: "Info.plist", byHand: false))
    }
}
