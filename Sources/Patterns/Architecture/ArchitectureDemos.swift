/// The architecture patterns' live runs, in teaching order.
public enum ArchitectureDemos {
    public static var all: [any Demo.Type] {
        [
            MVCDemo.self,
            MVPDemo.self,
            MVVMDemo.self,
            VIPERDemo.self,
            VIPDemo.self,
            ReduxDemo.self,
            DependencyInjectionDemo.self,
            SOADemo.self,
        ]
    }
}
