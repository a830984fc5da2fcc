// expect-failure: offline with nothing saved, RateService must throw
import Foundation

/// Infrastructure: a path in, bytes out. The app's real one wraps URLSession.
protocol HTTPClient: Sendable {
    func get(_ path: String) async throws -> Data
}

/// Infrastructure: bytes kept under a key.
protocol KeyValueStore: Sendable {
    func data(for key: String) async -> Data?
    func save(_ data: Data, for key: String) async
}

struct Rate: Equatable, Sendable {
    let currency: String
    let perEuro: Double
}

/// All a screen knows of the service: no HTTP, no cache, no JSON.
protocol RateServing: Sendable {
    func latestRates() async throws -> [Rate]
}

/// The domain service: the endpoint, the JSON shape and the offline policy live here.
struct RateService: RateServing {
    let client: any HTTPClient
    let store: any KeyValueStore

    func latestRates() async throws -> [Rate] {
        do {
            let data = try await client.get("/rates")
            let rates = try Self.decode(data)
            await store.save(data, for: "rates")
            return rates
        } catch {
            guard let saved = await store.data(for: "rates") else { return [] }
            return try Self.decode(saved)
        }
    }

    /// The server's field names stop here.
    private struct Wire: Decodable {
        let code: String
        let rate: Double
    }

    private static func decode(_ data: Data) throws -> [Rate] {
        try JSONDecoder().decode([Wire].self, from: data).map { Rate(currency: $0.code, perEuro: $0.rate) }
    }
}

@MainActor
final class RatesViewModel {
    private(set) var lines: [String] = []
    private(set) var notice: String?
    private let service: any RateServing

    init(service: any RateServing) { self.service = service }

    func reload() async {
        do {
            lines = try await service.latestRates().map { "\($0.currency) \($0.perEuro)" }
            notice = nil
        } catch {
            notice = "Rates are unavailable just now."
        }
    }
}
