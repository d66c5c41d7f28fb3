import LocflowCore
import LocflowExport
import Testing

/// An App Clip's flow (D52) exported: what a device cannot reproduce is said as steps by hand.
@Suite struct AppClipExportTests {
    static let yaml = """
        name: clip
        app: { name: "Parking", appClip: true }
        steps:
          - requestWhenInUseAuthorization
          - tap Allow While Using App
          - wait 28h
        """

    @Test("every export says the clip's rules and the 4 a.m. reset by hand", arguments: ExportFormat.allCases)
    func saysTheReset(_ format: ExportFormat) throws {
        let text = export(format, try flow(yaml: Self.yaml))
        #expect(text.contains("The app is an App Clip (D52)"), "\(format)")
        if format != .simctl {
            #expect(text.contains("the App Clip's grant ends at 04:00 the next day (D52)"), "\(format)")
        }
    }
}
