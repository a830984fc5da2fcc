/// Every live run of the course, in teaching order. Lessons name them by id in `demo:`.
public enum DemoRegistry {
    public static var all: [any Demo.Type] {
        CreationalDemos.all + StructuralDemos.all + BehavioralDemos.all
            + CommunicationDemos.all + ArchitectureDemos.all + PrinciplesDemos.all
    }

    public static var ids: [String] { all.map { $0.info.id } }

    public static func demo(id: String) -> (any Demo.Type)? {
        all.first { $0.info.id == id }
    }
}
