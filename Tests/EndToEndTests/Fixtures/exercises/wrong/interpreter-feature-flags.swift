// expect-failure: countries must collect every country a rule names
struct Device {
    var appVersion: Int
    var country: String
    var isBetaTester: Bool
}

indirect enum Rule {
    case versionAtLeast(Int)
    case country(String)
    case betaTester
    case not(Rule)
    case all([Rule])
    case any([Rule])
}

extension Rule {
    func isOn(for device: Device) -> Bool {
        switch self {
        case .versionAtLeast(let version): return device.appVersion >= version
        case .country(let code): return device.country == code
        case .betaTester: return device.isBetaTester
        case .not(let rule): return !rule.isOn(for: device)
        case .all(let rules): return rules.allSatisfy { $0.isOn(for: device) }
        case .any(let rules): return rules.contains { $0.isOn(for: device) }
        }
    }

    /// A default swallows the `not` case, so countries under a `not` are lost.
    var countries: Set<String> {
        switch self {
        case .country(let code): return [code]
        case .all(let rules), .any(let rules):
            return rules.reduce(into: []) { $0.formUnion($1.countries) }
        default: return []
        }
    }
}
