// expect-failure: a Lamp only switches
// The protocol is split, but every device still adopts every role, with
// do-nothing stubs "so that any device fits any routine".
protocol Switching: AnyObject {
    func switchOff()
}

protocol Heating: AnyObject {
    func setTemperature(_ celsius: Int)
}

protocol Playing: AnyObject {
    func play(_ track: String)
}

final class Lamp: Switching, Heating, Playing {
    private(set) var isOn = true
    func switchOff() { isOn = false }
    func setTemperature(_ celsius: Int) {}
    func play(_ track: String) {}
}

final class Thermostat: Switching, Heating, Playing {
    private(set) var isOn = true
    private(set) var target = 18
    func switchOff() { isOn = false }
    func setTemperature(_ celsius: Int) { target = celsius }
    func play(_ track: String) {}
}

final class Speaker: Switching, Heating, Playing {
    private(set) var isOn = true
    private(set) var nowPlaying: String?
    func switchOff() { isOn = false; nowPlaying = nil }
    func setTemperature(_ celsius: Int) {}
    func play(_ track: String) { nowPlaying = track }
}

struct NightRoutine {
    let devices: [any Switching]
    func run() { for device in devices { device.switchOff() } }
}

struct MorningWarmUp {
    let heaters: [any Heating]
    func run() { for heater in heaters { heater.setTemperature(21) } }
}

struct WakeUpMusic {
    let player: any Playing
    func run() { player.play("morning news") }
}
