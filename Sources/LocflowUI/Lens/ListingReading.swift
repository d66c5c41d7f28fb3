import LocflowCore

/// Apple's Listings 1 and 3 of "Requesting Always Authorization" (seed 000), read as functions.
public enum ListingReading {
    /// Listing 1, `enableLocationServices()`: what it does with the status it reads now — the
    /// feature level it enables, or the request it makes at notDetermined.
    public static func listing1(_ status: AuthorizationStatus) -> (level: FeatureLevel?, call: String) {
        switch status {
        case .notDetermined: (nil, "requestWhenInUseAuthorization()")
        case .restricted, .denied: (.disabled, FeatureLevel.disabled.call)
        case .authorizedWhenInUse: (.whenInUse, FeatureLevel.whenInUse.call)
        case .authorizedAlways: (.always, FeatureLevel.always.call)
        }
    }

    /// Listing 3, `locationManager(_:didChangeAuthorization:)`: the level a callback with this
    /// status sets; nil for `.notDetermined`, where the listing does nothing (`break`) and the
    /// features it enabled before stay enabled.
    public static func listing3Level(for status: AuthorizationStatus) -> FeatureLevel? {
        switch status {
        case .notDetermined: nil
        case .restricted, .denied: .disabled
        case .authorizedWhenInUse: .whenInUse
        case .authorizedAlways: .always
        }
    }
}
