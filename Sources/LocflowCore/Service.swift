/// The seven location services of Apple's table (seed 001, table 1).
public enum Service: String, CaseIterable, Sendable, Codable {
    case standard, significantChange, visits, region, beacons, heading, geocoding

    /// Hashes the case, not its raw value: a raw-value enum otherwise hashes its name's string,
    /// and the reducer looks services up in `running` several times a step. Equal
    /// cases hash equally, as `Hashable` asks.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ordinal)
    }

    /// The case's place in `allCases` (a hash, and the graph's packed state keys).
    public var ordinal: Int {
        switch self {
        case .standard: 0
        case .significantChange: 1
        case .visits: 2
        case .region: 3
        case .beacons: 4
        case .heading: 5
        case .geocoding: 6
        }
    }

    /// The row label of Apple's table.
    public var title: String {
        switch self {
        case .standard: "Standard location"
        case .significantChange: "Significant change"
        case .visits: "Visits"
        case .region: "Region monitoring"
        case .beacons: "iBeacon ranging"
        case .heading: "Heading"
        case .geocoding: "Geocoding"
        }
    }

    /// What Apple's table says for When-In-Use and Always on iOS 12 and earlier (seed 001).
    public var supportedWithWhenInUseOnIOS12: Bool {
        switch self {
        case .significantChange, .visits, .region: false
        default: true
        }
    }

    /// The services an app starts and stops; geocoding needs no authorization (contract).
    public static let startable: [Service] = [.standard, .significantChange, .visits, .region, .beacons, .heading]

    /// Region, visit and significant-change monitoring stay registered across `terminate` (D16).
    public var survivesTermination: Bool { self == .significantChange || self == .visits || self == .region }

    /// Reduced accuracy makes region monitoring and beacon ranging unavailable (§1.2, DOC A11).
    public var needsFullAccuracy: Bool { self == .region || self == .beacons }

    /// The method that starts it, as the app calls it (contract actions; region and beacons short).
    public var startAction: String {
        switch self {
        case .standard: "startUpdatingLocation"
        case .significantChange: "startMonitoringSignificantLocationChanges"
        case .visits: "startMonitoringVisits"
        case .region: "startMonitoringRegion"
        case .beacons: "startRangingBeacons"
        case .heading: "startUpdatingHeading"
        case .geocoding: "geocode"
        }
    }

    /// Apple's selector that starts it (the scenario's action word shortens two: region
    /// monitoring is `startMonitoring(for:)` with a `CLRegion`, beacon ranging
    /// `startRangingBeacons(satisfying:)`), as exports and notes name the app's call. CLGeocoder's
    /// request for an address is one of its geocode methods; `geocodeAddressString(_:completionHandler:)` stands for them.
    public var startCall: String {
        switch self {
        case .standard: "startUpdatingLocation()"
        case .significantChange: "startMonitoringSignificantLocationChanges()"
        case .visits: "startMonitoringVisits()"
        case .region: "startMonitoring(for:)"
        case .beacons: "startRangingBeacons(satisfying:)"
        case .heading: "startUpdatingHeading()"
        case .geocoding: "CLGeocoder.geocodeAddressString(_:completionHandler:)"
        }
    }

    /// Apple's selector that stops it (see `startCall`).
    public var stopCall: String {
        switch self {
        case .standard: "stopUpdatingLocation()"
        case .significantChange: "stopMonitoringSignificantLocationChanges()"
        case .visits: "stopMonitoringVisits()"
        case .region: "stopMonitoring(for:)"
        case .beacons: "stopRangingBeacons(satisfying:)"
        case .heading: "stopUpdatingHeading()"
        case .geocoding: "CLGeocoder.cancelGeocode()"
        }
    }

    /// The method that stops it.
    public var stopAction: String {
        switch self {
        case .standard: "stopUpdatingLocation"
        case .significantChange: "stopMonitoringSignificantLocationChanges"
        case .visits: "stopMonitoringVisits"
        case .region: "stopMonitoringRegion"
        case .beacons: "stopRangingBeacons"
        case .heading: "stopUpdatingHeading"
        case .geocoding: "cancelGeocode"
        }
    }
}

/// Whether a service can be used now (contract "Service availability values").
public enum Availability: String, CaseIterable, Sendable, Codable {
    /// It runs and delivers, also while the app is not in use where the service supports that.
    case available
    /// It runs, but delivers only while the app is in use.
    case whileInUse
    /// It cannot be used now.
    case unavailable
}

/// Something the world produces that a running service turns into a delegate callback.
public enum WorldEvent: String, CaseIterable, Sendable, Codable {
    case regionEntry, visit, significantChange, locationUpdate
    /// Extensions beyond the contract's four, so that heading and beacon ranging can be exercised.
    case heading, beacon
    /// The system decides the person stopped moving, and resumes paused updates (D59): they
    /// change the standard service instead of delivering a location.
    case pauseUpdates, resumeUpdates

    /// The events that deliver a location to a running service (every case but D59's two).
    public static let deliveries: [WorldEvent] = [.regionEntry, .visit, .significantChange, .locationUpdate, .heading, .beacon]

    /// The service that must be running for the event to reach the app.
    public var service: Service {
        switch self {
        case .regionEntry: .region
        case .visit: .visits
        case .significantChange: .significantChange
        case .locationUpdate, .pauseUpdates, .resumeUpdates: .standard
        case .heading: .heading
        case .beacon: .beacons
        }
    }

    /// What the event is, in a line (`locflow explain "event pauseUpdates"`).
    public var summary: String {
        switch self {
        case .regionEntry: "the person enters the monitored region: didEnterRegion to a running region monitor (D4, D16)"
        case .visit: "the person visits a place: didVisit to a running visits service"
        case .significantChange: "the person moves a long way: didUpdateLocations to the significant-change service"
        case .locationUpdate: "a new location fix: didUpdateLocations to standard location, or a waiting requestLocation (D58)"
        case .heading: "the device turns: didUpdateHeading to a running heading service"
        case .beacon: "a beacon comes into range: didRangeBeacons to running beacon ranging"
        case .pauseUpdates: "the system decides the person stopped moving and pauses standard location: didPauseLocationUpdates; the updates no longer keep the app in use (D59)"
        case .resumeUpdates: "the system resumes an Always app's paused updates: didResumeLocationUpdates (D59, approximate)"
        }
    }

    /// Events that need Always and so raise the provisional second prompt (D4, D27, T24).
    public var raisesSecondPrompt: Bool { self == .regionEntry || self == .visit || self == .significantChange }

    /// The delegate callback that delivers it.
    public var callback: CallbackEvent {
        switch self {
        case .regionEntry: .didEnterRegion
        case .visit: .didVisit
        case .significantChange, .locationUpdate: .didUpdateLocations
        case .heading: .didUpdateHeading
        case .beacon: .didRangeBeacons
        case .pauseUpdates: .didPauseLocationUpdates
        case .resumeUpdates: .didResumeLocationUpdates
        }
    }
}
