@_exported import LocationManaging
import LocflowCore

// The model's values as the app's (LocationManaging's) and back. The raw values are Core
// Location's on every platform (`CLAuthorizationStatus`), so one conversion serves the Apple
// types and the plain ones alike.

/// The app's status for the model's.
func locationStatus(_ status: AuthorizationStatus) -> LocationAuthorizationStatus {
    let raw: Int32 =
        switch status {
        case .notDetermined: 0
        case .restricted: 1
        case .denied: 2
        case .authorizedAlways: 3
        case .authorizedWhenInUse: 4
        }
    return LocationAuthorizationStatus(rawValue: raw) ?? .notDetermined
}

/// The app's accuracy for the model's.
func locationAccuracy(_ accuracy: AccuracyAuthorization) -> LocationAccuracyAuthorization {
    accuracy == .fullAccuracy ? .fullAccuracy : .reducedAccuracy
}

/// The model's name for a status the app read (`authorizedWhenInUse`), for messages and
/// comparisons with `locflow run`'s output.
public func modelStatus(_ status: LocationAuthorizationStatus) -> AuthorizationStatus {
    switch status.rawValue {
    case 1: .restricted
    case 2: .denied
    case 3: .authorizedAlways
    case 4: .authorizedWhenInUse
    default: .notDetermined
    }
}
