#if canImport(CoreLocation) && os(iOS)
    import CoreLocation
#endif
import Foundation
import LocflowTesting

// The values `LocationManaging` takes are Core Location's on Apple platforms and locflow's
// elsewhere; these make the tests' values on either.

#if canImport(CoreLocation) && os(iOS)
    /// A region named `identifier`.
    func region(_ identifier: String) -> LocationRegion {
        CLCircularRegion(center: CLLocationCoordinate2D(latitude: 37.33, longitude: -122.01), radius: 100, identifier: identifier)
    }

    /// Some beacon constraint.
    func beaconConstraint() -> LocationBeaconConstraint { CLBeaconIdentityConstraint(uuid: UUID()) }
#else
    func region(_ identifier: String) -> LocationRegion { RegionValue(identifier: identifier) }

    func beaconConstraint() -> LocationBeaconConstraint { BeaconConstraintValue(uuid: UUID(uuidString: "E2C56DB5-DFFB-48D2-B060-D0F5A71096E0")!) }
#endif
