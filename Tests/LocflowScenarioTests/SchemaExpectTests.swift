import Foundation
import LocflowScenario
import Testing

/// The schema's `expect` keys are the observable fields' own (`ObservableField.all`, the one
/// registry of what an app and a person observe): each key there, with the values its kind
/// takes. A field added to the registry without the schema, or a value the schema lacks, fails.
@Suite struct SchemaExpectTests {
    static func expectProperties() -> [String: Any] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("schema/locflow-scenario.schema.json")
        guard let data = try? Data(contentsOf: url), let schema = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let defs = schema["$defs"] as? [String: Any], let expect = defs["expect"] as? [String: Any],
            let properties = expect["properties"] as? [String: Any]
        else { return [:] }
        return properties
    }

    /// The schema's `expect` has exactly the keys the parser takes: the two registries' keys
    /// (`ObservableField`, `ModernField`), `services` and `noteContains`. A modern key added to
    /// the registry without the schema, or left in the schema after it went, fails.
    @Test func theExpectKeysAreTheRegistriesKeys() throws {
        let expect = Self.expectProperties()
        try #require(!expect.isEmpty, "no expect properties in the schema")
        let keys = ObservableField.all.map(\.key) + ["services"] + ModernField.allCases.map(\.key) + ["noteContains"]
        #expect(Set(expect.keys) == Set(keys), "\(Set(expect.keys).symmetricDifference(keys))")
        #expect(keys.count == Set(keys).count)
    }

    @Test func everyObservableFieldIsAnExpectKeyWithItsValues() throws {
        let expect = Self.expectProperties()
        try #require(!expect.isEmpty, "no expect properties in the schema")
        for field in ObservableField.all {
            let property = try #require(expect[field.key] as? [String: Any], "\(field.key) is not in the schema's expect")
            switch field.kind {
            case .choice(let values, let none):
                let listed = (property["enum"] as? [Any] ?? []).compactMap { $0 as? String }
                #expect(Set(listed) == Set(values + (none.map { [$0] } ?? [])), "\(field.key): \(listed)")
            case .flag:
                #expect(property["$ref"] as? String == "#/$defs/flag", "\(field.key)")
            case .label:
                #expect(property["type"] as? [String] == ["string", "null"], "\(field.key)")
            case .list:
                #expect(property["type"] as? String == "array", "\(field.key)")
            }
        }
    }
}
