// expect-failure: clone each track, not just the array
// A shallow clone: a new playlist, every field copied, but the same Track objects.
protocol Prototype: AnyObject {
    func clone() -> Self
}

final class Listener {
    let handle: String

    init(handle: String) {
        self.handle = handle
    }
}

final class Track: Prototype {
    var title: String
    var rating: Int

    init(title: String, rating: Int = 0) {
        self.title = title
        self.rating = rating
    }

    func clone() -> Track {
        Track(title: title, rating: rating)
    }
}

final class Playlist: Prototype {
    var name: String
    var tracks: [Track]
    var isShared: Bool
    let owner: Listener

    init(name: String, owner: Listener, tracks: [Track] = [], isShared: Bool = false) {
        self.name = name
        self.owner = owner
        self.tracks = tracks
        self.isShared = isShared
    }

    func clone() -> Playlist {
        // The array is a value, so this copies the tracks... or so it seems.
        Playlist(name: name, owner: owner, tracks: tracks, isShared: isShared)
    }
}
