// expect-failure: setting order while a track plays must not restart the queue
/// How a player moves on from one track to the next.
protocol PlayOrder {
    /// The index to play after `index`, in a queue of `count` tracks; nil to stop.
    func next(after index: Int, count: Int) -> Int?
}

struct InOrder: PlayOrder {
    func next(after index: Int, count: Int) -> Int? {
        index + 1 < count ? index + 1 : nil
    }
}

struct RepeatAll: PlayOrder {
    func next(after index: Int, count: Int) -> Int? { (index + 1) % count }
}

struct RepeatOne: PlayOrder {
    func next(after index: Int, count: Int) -> Int? { index }
}

final class Player {
    let queue: [String]
    /// A new mode starts the queue again from the top.
    var order: any PlayOrder {
        didSet { position = queue.isEmpty ? nil : 0 }
    }
    /// The index of the track playing, or nil once the player has stopped.
    private(set) var position: Int?

    init(queue: [String], order: any PlayOrder) {
        self.queue = queue
        self.order = order
        position = queue.isEmpty ? nil : 0
    }

    var nowPlaying: String? { position.map { queue[$0] } }

    /// Moves on to the next track; returns it, or nil when the player stops.
    func skip() -> String? {
        guard let current = position else { return nil }
        position = order.next(after: current, count: queue.count)
        return nowPlaying
    }
}
