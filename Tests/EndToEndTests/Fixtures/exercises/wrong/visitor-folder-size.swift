// expect-failure: SizeVisitor must add up the bytes of every file once
protocol NodeVisitor {
    mutating func visit(_ file: File)
    mutating func visit(_ link: Link)
    mutating func enter(_ folder: Folder)
    mutating func leave(_ folder: Folder)
}

extension NodeVisitor {
    mutating func leave(_ folder: Folder) {}
}

protocol Node {
    var name: String { get }
    func accept<Visitor: NodeVisitor>(_ visitor: inout Visitor)
}

struct File: Node {
    let name: String
    let bytes: Int
    func accept<Visitor: NodeVisitor>(_ visitor: inout Visitor) { visitor.visit(self) }
}

struct Link: Node {
    let name: String
    let target: String
    func accept<Visitor: NodeVisitor>(_ visitor: inout Visitor) { visitor.visit(self) }
}

struct Folder: Node {
    let name: String
    let children: [any Node]
    func accept<Visitor: NodeVisitor>(_ visitor: inout Visitor) {
        visitor.enter(self)
        for child in children {
            child.accept(&visitor)
        }
        visitor.leave(self)
    }
}

/// The visitor walks the folder's files itself, as well as being walked.
struct SizeVisitor: NodeVisitor {
    private(set) var bytes = 0

    mutating func visit(_ file: File) { bytes += file.bytes }
    mutating func visit(_ link: Link) {}
    mutating func enter(_ folder: Folder) {
        for case let file as File in folder.children {
            bytes += file.bytes
        }
    }
}
