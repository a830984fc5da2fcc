@testable import Patterns
import Testing

@Suite struct KeyValueCodingTests {
    private typealias Employee = KeyValueCoding.Employee
    private typealias Manager = KeyValueCoding.Manager
    private typealias Failure = KeyValueCoding.Failure

    private static let staff = [
        Employee(id: 2, name: "Ivan", salary: 4200, department: "Sales"),
        Employee(id: 3, name: "Maria", salary: 4850.5, department: "Support"),
        Employee(id: 4, name: "Olga", salary: 3900, department: "Sales"),
        Employee(id: 5, name: "Dan", salary: 5100, department: "IT"),
    ]

    private func manager() -> Manager {
        Manager(id: 1, name: "Oleg", salary: 6000, employees: Self.staff)
    }

    @Test func readsAndWritesThroughNamedKeyPaths() throws {
        var employee = Self.staff[0]
        #expect(try employee.value(forKey: "name") as? String == employee.name)
        #expect(try employee.value(forKey: "salary") as? Double == employee.salary)
        try employee.setValue("Anna", forKey: "name")
        try employee.setValue(fromText: "5000", forKey: "salary")
        #expect(employee.name == "Anna")
        #expect(employee.salary == 5000)
        #expect(Employee.isWritable("name"))
        #expect(!Employee.isWritable("id"))
    }

    @Test func aLetIsReadOnlyAndAWrongValueIsRefused() {
        var employee = Self.staff[0]
        #expect(throws: Failure.readOnly("id")) { try employee.setValue(9, forKey: "id") }
        #expect(throws: Failure.wrongValue(key: "salary", expected: "Double", given: "lots")) {
            try employee.setValue(fromText: "lots", forKey: "salary")
        }
        #expect(throws: Failure.wrongValue(key: "name", expected: "String", given: "3")) {
            try employee.setValue(3, forKey: "name")
        }
        #expect(employee == Self.staff[0])
    }

    @Test func collectionOperatorsMatchPlainSwift() throws {
        let boss = manager()
        let salaries = Self.staff.map(\.salary)
        #expect(try boss.value(forKeyPath: "employees.@count") as? Int == Self.staff.count)
        #expect(try boss.value(forKeyPath: "employees.@sum.salary") as? Double == salaries.reduce(0, +))
        #expect(try boss.value(forKeyPath: "employees.@avg.salary") as? Double
                == salaries.reduce(0, +) / Double(salaries.count))
        #expect(try boss.value(forKeyPath: "employees.@max.salary") as? Double == salaries.max())
        #expect(try boss.value(forKeyPath: "employees.@min.salary") as? Double == salaries.min())
        #expect(try boss.value(forKeyPath: "employees.@min.name") as? String == Self.staff.map(\.name).min())
        #expect(try boss.value(forKeyPath: "employees.@distinctUnionOfObjects.department") as? [String]
                == ["Sales", "Support", "IT"])
        let names = try boss.value(forKeyPath: "employees.name") as? [Any]
        #expect(names?.compactMap { $0 as? String } == Self.staff.map(\.name))
    }

    @Test func unknownKeysAndMisusedOperatorsGiveClearErrors() {
        let boss = manager()
        #expect(throws: Failure.unknownKey("salry", type: "Manager", known: Manager.keys)) {
            try boss.value(forKeyPath: "salry")
        }
        #expect(throws: Failure.unknownKey("age", type: "Employee", known: Employee.keys)) {
            try boss.value(forKeyPath: "employees.@avg.age")
        }
        #expect(throws: Failure.unknownOperator("median")) { try boss.value(forKeyPath: "employees.@median.salary") }
        #expect(throws: Failure.operatorNeedsKey("sum")) { try boss.value(forKeyPath: "employees.@sum") }
        #expect(throws: Failure.notACollection("name")) { try boss.value(forKeyPath: "name.@count") }
        #expect(throws: Failure.notNumeric(key: "name")) { try boss.value(forKeyPath: "employees.@sum.name") }
        #expect(throws: Failure.plainValue("name", next: "first")) { try boss.value(forKeyPath: "name.first") }
        #expect(Failure.unknownKey("salry", type: "Manager", known: ["id", "name"]).message
                == "Manager has no key 'salry'; keys: id, name")
    }

    @Test func theDemoReportsUnknownKeysAndReadOnlyKeys() {
        let session = DemoSession(KeyValueCodingDemo.self)
        let unknown = session.run("get salry")
        #expect(!unknown.succeeded)
        #expect(unknown.entries.last?.text == "Manager has no key 'salry'; keys: employees, id, name, salary")
        #expect(session.run("set id 7").entries.last?.text
                == "id is read-only: its key path is a KeyPath, not a WritableKeyPath")
        #expect(session.run("set salary 6500").succeeded)
        #expect(session.run("get salary").entries.last?.text == "  = 6500")
    }

    @Test(arguments: ["-5", "1e309", "nan", "1000001"])
    func aSalaryOutsideTheRulesIsRefusedByEveryWrite(text: String) {
        var employee = Self.staff[0]
        #expect(throws: Failure.invalidValue(key: "salary", given: text, rule: "a number from 0 to 1000000")) {
            try employee.setValue(fromText: text, forKey: "salary")
        }
        if let number = Double(text) {
            #expect(throws: Failure.self) { try employee.setValue(number, forKey: "salary") }
        }
        #expect(employee == Self.staff[0])
        let session = DemoSession(KeyValueCodingDemo.self)
        let set = session.run("set salary \(text)")
        let hire = session.run("hire Dan \(text) Sales")
        #expect(!set.succeeded && !hire.succeeded)
        #expect(set.entries.last?.text == hire.entries.last?.text)
        #expect(set.entries.last?.text == "salary must be a number from 0 to 1000000, not '\(text)'")
    }

    @Test func salariesAtTheCeilingStillSumToAFiniteNumber() throws {
        let session = DemoSession(KeyValueCodingDemo.self)
        #expect(session.run("hire Dan 1000000 Sales").succeeded)
        #expect(session.run("hire Eve 1000000 Sales").succeeded)
        let sum = session.run("get employees.@sum.salary").entries.last?.text
        #expect(sum == "  = \(4200 + 4800 + 3900 + 2_000_000)")
    }

    @Test(arguments: ["employees..name", ".name", "name.", "employees.@sum..salary"])
    func anEmptyKeyInAPathIsRefused(path: String) {
        #expect(throws: Failure.emptyKey(path: path)) { try manager().value(forKeyPath: path) }
    }

    @Test func namesAreValidatedAndCutWithAnEllipsisInThePanel() {
        var employee = Self.staff[0]
        #expect(throws: Failure.self) { try employee.setValue("", forKey: "name") }
        let session = DemoSession(KeyValueCodingDemo.self)
        #expect(session.run("hire Bartholomew-Fitzgerald 5 Research").succeeded)
        #expect(session.statePanel.contains("    Bartholomew… 5 Research"))
        #expect(session.statePanel.allSatisfy { $0.count <= 40 })
    }
}
