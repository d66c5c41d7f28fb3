import LocflowCore
import LocflowExport
import Testing

/// The app's manager (D53–D59) exported: `requestLocation()` is an app call by Apple's selector;
/// the manager's keys and the system's pause and resume are steps by hand, never a silent pass.
@Suite struct ManagerExportTests {
    static let yaml = """
        name: manager
        app: { allowsBackgroundLocationUpdates: false, showsBackgroundLocationIndicator: true, pausesLocationUpdatesAutomatically: true }
        steps:
          - requestWhenInUseAuthorization
          - tap Allow While Using App
          - requestLocation
          - startUpdatingLocation
          - event pauseUpdates
          - event resumeUpdates
        """

    @Test("every export names requestLocation() and says the keys, the pause and the resume by hand", arguments: ExportFormat.allCases)
    func byHand(_ format: ExportFormat) throws {
        let text = export(format, try flow(yaml: Self.yaml))
        for key in ["allowsBackgroundLocationUpdates = false", "showsBackgroundLocationIndicator = true", "pausesLocationUpdatesAutomatically = true"] {
            #expect(text.contains("By hand, in the app's code: set \(key)"), "\(format): \(key)")
        }
        if format != .simctl {
            #expect(text.contains("trigger requestLocation()"), "\(format)")
            #expect(text.contains("locationManagerDidPauseLocationUpdates(_:); it cannot be forced"), "\(format)")
            #expect(text.contains("locationManagerDidResumeLocationUpdates(_:); it cannot be forced"), "\(format)")
        }
    }

    @Test("a flow that says none of the keys gets no such line")
    func noKeysNoLines() throws {
        let text = export(.xcuitest, try flow(yaml: "steps:\n  - requestLocation\n"))
        #expect(!text.contains("in the app's code"))
    }
}
