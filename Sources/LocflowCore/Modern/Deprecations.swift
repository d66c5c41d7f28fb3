/// Deprecations of the iOS 26 and 27 SDKs (M53, M55): notes only; the calls keep working.
extension Simulation {
    /// On rule set 26 (which covers 27, D37), starting region monitoring or geocoding notes the
    /// deprecation and its replacement.
    mutating func noteDeprecation(of service: Service, _ out: inout StepOutcome) {
        guard ruleSet >= .iOS26 else { return }
        switch service {
        case .region:
            out.note("startMonitoring(for:) is deprecated in the iOS 27 SDK (CLMonitor replaces it); it still works", "M53")
        case .geocoding:
            out.note("CLGeocoder is deprecated in the iOS 26 SDK in favour of MapKit's geocoding requests; it still works", "M55")
        default:
            break
        }
    }
}
