// expect-failure: SettingsScreen must take every widget from the factory it is given
// Two factories at once: the button comes from the one the screen is given,
// the label still from a LightTheme the screen makes for itself.
protocol Button {
    var theme: String { get }
    var title: String { get }
}

protocol Label {
    var theme: String { get }
    var text: String { get }
}

protocol ThemeFactory {
    var name: String { get }
    func makeButton(title: String) -> any Button
    func makeLabel(text: String) -> any Label
}

private struct LightButton: Button { let theme = "light"; let title: String }
private struct LightLabel: Label { let theme = "light"; let text: String }
private struct DarkButton: Button { let theme = "dark"; let title: String }
private struct DarkLabel: Label { let theme = "dark"; let text: String }

struct LightTheme: ThemeFactory {
    let name = "light"
    func makeButton(title: String) -> any Button { LightButton(title: title) }
    func makeLabel(text: String) -> any Label { LightLabel(text: text) }
}

struct DarkTheme: ThemeFactory {
    let name = "dark"
    func makeButton(title: String) -> any Button { DarkButton(title: title) }
    func makeLabel(text: String) -> any Label { DarkLabel(text: text) }
}

struct SettingsScreen {
    let saveButton: any Button
    let titleLabel: any Label

    init(factory: any ThemeFactory) {
        saveButton = factory.makeButton(title: "Save")
        titleLabel = LightTheme().makeLabel(text: "Settings")
    }
}
