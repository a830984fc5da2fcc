// expect-failure: 0.29 as 29
// A correct object adapter whose unit conversion truncates instead of rounding.
// The vendor's SDK. Treat it as a compiled framework: you cannot edit it.
class LegacySpeaker {
    private(set) var percent = 50
    private(set) var nowPlaying: String?
    private(set) var startMillisecond = 0

    init() {}

    func setVolume(percent: Int) { self.percent = percent }

    func startPlayback(file: String, atMillisecond millisecond: Int) {
        nowPlaying = file
        startMillisecond = millisecond
    }

    func halt() { nowPlaying = nil }
}

// The app's side, written against its own protocol.
struct Song {
    let title: String
    let file: String
}

protocol AudioOutput: AnyObject {
    /// 0.0 is silent, 1.0 is as loud as it goes.
    var volume: Double { get set }
    func play(_ song: Song, from seconds: Double)
    func stop()
}

final class Jukebox {
    private let output: any AudioOutput

    init(output: any AudioOutput) { self.output = output }

    func start(_ song: Song) {
        output.volume = 0.8
        output.play(song, from: 0)
    }
}

/// Holds the speaker and converts the units; Int(_:) does the rounding, surely.
final class SpeakerAdapter: AudioOutput {
    private let speaker: LegacySpeaker

    init(adapting speaker: LegacySpeaker) { self.speaker = speaker }

    var volume: Double {
        get { Double(speaker.percent) / 100 }
        set {
            let fraction = min(max(newValue, 0), 1)
            speaker.setVolume(percent: Int(fraction * 100))
        }
    }

    func play(_ song: Song, from seconds: Double) {
        let millisecond = Int(seconds * 1000)
        speaker.startPlayback(file: song.file, atMillisecond: millisecond)
    }

    func stop() { speaker.halt() }
}
