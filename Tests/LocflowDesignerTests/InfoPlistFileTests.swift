import Foundation
import LocflowCore
import LocflowFormats
import LocflowScenario
import Testing
@testable import LocflowDesigner

@Suite struct InfoPlistFileTests {
    /// What Xcode writes for an app with location keys among many others.
    static var xcodeKeys: [String: Any] { [
        "CFBundleDisplayName": "Courier",
        "CFBundleIdentifier": "com.example.courier",
        "UILaunchStoryboardName": "LaunchScreen",
        "NSLocationWhenInUseUsageDescription": "Shows the courier where to ring.",
        "NSLocationAlwaysAndWhenInUseUsageDescription": "Tells you when the courier is near.",
        "NSLocationDefaultAccuracyReduced": true,
        "NSLocationTemporaryUsageDescriptionDictionary": ["Door": "Find your door."],
        "UIBackgroundModes": ["location", "fetch"],
    ] }

    @Test(arguments: [PropertyListSerialization.PropertyListFormat.xml, .binary])
    func readsWhatXcodeWrites(format: PropertyListSerialization.PropertyListFormat) throws {
        let data = try PropertyListSerialization.data(fromPropertyList: Self.xcodeKeys, format: format, options: 0)
        if format == .binary { #expect(data.starts(with: Array("bplist".utf8))) }
        let contents = try InfoPlistFile.parse(data, file: "Info.plist")
        #expect(contents.appName == "Courier")
        #expect(contents.infoPlist.whenInUseUsage == "Shows the courier where to ring.")
        #expect(contents.infoPlist.alwaysAndWhenInUseUsage == "Tells you when the courier is near.")
        #expect(contents.infoPlist.alwaysUsage == nil)  // absent in the file: absent in the app
        #expect(contents.infoPlist.defaultAccuracyReduced == true)
        #expect(contents.infoPlist.temporaryUsage == [TemporaryPurpose(key: "Door", description: "Find your door.")])
        #expect(contents.infoPlist.backgroundModes == ["location", "fetch"])
    }

    /// Every kind of property list value reads as `PropertyListSerialization` read it before the
    /// modules dropped Foundation, in both formats: what a key accepts, and the kind an
    /// error names. A number 0 or 1 is true/false, as an `NSNumber` was; only a number beyond
    /// `Int` changed, from "found NSNumber" to "found a number".
    @Test(arguments: [PropertyListSerialization.PropertyListFormat.xml, .binary])
    func everyKindOfValueReadsAsBefore(format: PropertyListSerialization.PropertyListFormat) throws {
        func read(_ key: String, _ value: Any) throws -> String {
            let data = try PropertyListSerialization.data(fromPropertyList: [key: value], format: format, options: 0)
            do {
                let contents = try InfoPlistFile.parse(data, file: "Info.plist")
                return "\(contents.infoPlist.defaultAccuracyReduced.map { "\($0)" } ?? "-") \(contents.infoPlist.backgroundModes ?? [])"
            } catch {
                return error.description.replacingOccurrences(of: "Info.plist: error: \(key) must be ", with: "")
            }
        }
        let purpose = "NSLocationWhenInUseUsageDescription"
        let expected: [(Any, String)] = [
            ("Hi", "- []"), (true, "text (the purpose string), found true/false"), (false, "text (the purpose string), found true/false"),
            (0, "text (the purpose string), found true/false"), (1, "text (the purpose string), found true/false"),
            (5, "text (the purpose string), found a number"), (-3, "text (the purpose string), found a number"),
            (1.5, "text (the purpose string), found a number"), (1.0, "text (the purpose string), found true/false"),
            (UInt64.max, "text (the purpose string), found a number"),
            (Date(timeIntervalSince1970: 0), "text (the purpose string), found Date"), (Data([1, 2]), "text (the purpose string), found Data"),
            (["x", 1] as [Any], "text (the purpose string), found a list"), (["k": "v"], "text (the purpose string), found a dictionary"),
            ([String](), "text (the purpose string), found a list"), ([String: String](), "text (the purpose string), found a dictionary"),
        ]
        for (value, outcome) in expected { #expect(try read(purpose, value) == outcome, "\(value)") }
        let flag = "NSLocationDefaultAccuracyReduced"
        for (value, outcome) in [(true, "true []"), (false, "false []"), (1, "true []"), (0, "false []"), (1.0, "true []"),
                                 (5, "true or false, found a number"), ("yes", "true or false, found text")] as [(Any, String)] {
            #expect(try read(flag, value) == outcome, "\(value)")
        }
        #expect(try read("UIBackgroundModes", ["location", "fetch"]) == "- [\"location\", \"fetch\"]")
        #expect(try read("UIBackgroundModes", ["location", 1] as [Any]) == "a list of text, found a list")
        #expect(try read("NSLocationTemporaryUsageDescriptionDictionary", ["Door": 1])
            == "a dictionary of purpose keys to text (Door is not text), found a dictionary")
    }

    @Test func readsAYAMLOrJSONMapInFileOrder() throws {
        let yaml = """
            NSLocationWhenInUseUsageDescription: Finds cafés near you.
            NSLocationTemporaryUsageDescriptionDictionary:
              Zebra: Z
              Alpha: A
            """
        let contents = try InfoPlistFile.parse(Data(yaml.utf8), file: "copy.yaml")
        #expect(contents.infoPlist.whenInUseUsage == "Finds cafés near you.")
        #expect(contents.infoPlist.temporaryUsage?.map(\.key) == ["Zebra", "Alpha"])
        let json = #"{"NSLocationWhenInUseUsageDescription": "From JSON."}"#
        #expect(try InfoPlistFile.parse(Data(json.utf8), file: "copy.json").infoPlist.whenInUseUsage == "From JSON.")
    }

    @Test func errorsNameTheFileAndWhatIsWrong() {
        func message(_ text: String, _ file: String = "bad.yaml") -> String {
            do {
                _ = try InfoPlistFile.parse(Data(text.utf8), file: file)
                return "no error"
            } catch {
                return error.description
            }
        }
        #expect(message("NSLocationWhenInUseUsageDescription: true") == "bad.yaml:1:38: error: NSLocationWhenInUseUsageDescription must be text (the purpose string), found true/false")
        #expect(message("NSLocationWhenInUseUsageDescripton: Hi").hasPrefix("bad.yaml:1:1: error: unknown location key NSLocationWhenInUseUsageDescripton; did you mean NSLocationWhenInUseUsageDescription?"))
        #expect(message("- a list").hasPrefix("bad.yaml:1:1: error: expected a map"))
        #expect(message("<?xml version=\"1.0\"?><plist><dict><key>x</key></plist>", "Info.plist").hasPrefix("Info.plist: error: not a readable property list"))
        #expect(message("key: [unclosed").hasPrefix("bad.yaml:"))
        #expect(message("{\"NSLocationAlwaysUsageDescription\": 3}", "copy.json") == "copy.json:1:38: error: NSLocationAlwaysUsageDescription must be text (the purpose string), found a number")
        #expect(message("   \n", "empty.yaml") == "empty.yaml:1:1: error: the file is empty; expected a map of Info.plist keys")
    }

    @Test func purposeAssignments() throws {
        var plist = InfoPlist()
        try InfoPlistFile.applyPurpose("whenInUse=Near you = here", to: &plist)
        try InfoPlistFile.applyPurpose("NSLocationAlwaysUsageDescription=Legacy", to: &plist)
        try InfoPlistFile.applyPurpose("temporary.Door=Find the door", to: &plist)
        #expect(plist.whenInUseUsage == "Near you = here")
        #expect(plist.alwaysUsage == "Legacy")
        #expect(plist.temporaryDescription(for: "Door") == "Find the door")
        #expect(throws: ScenarioError.self) { try InfoPlistFile.applyPurpose("nope=x", to: &plist) }
        #expect(throws: ScenarioError.self) { try InfoPlistFile.applyPurpose("whenInUse", to: &plist) }
    }
}
