// expect-failure: build() must refuse a subject that is empty or only spaces
// A builder that quietly fills in a missing part instead of refusing the draft.
struct Mail {
    let recipients: [String]
    let subject: String
    let body: String

    fileprivate init(recipients: [String], subject: String, body: String) {
        self.recipients = recipients
        self.subject = subject
        self.body = body
    }
}

enum MailError: Error, Equatable {
    case noRecipients
    case noSubject
    case duplicate(String)
}

struct MailDraft {
    private(set) var recipients: [String] = []
    var subject = ""
    var body = ""

    mutating func addRecipient(_ address: String) {
        recipients.append(address)
    }

    mutating func removeRecipient(_ address: String) {
        if let index = recipients.firstIndex(of: address) {
            recipients.remove(at: index)
        }
    }

    func build() throws(MailError) -> Mail {
        guard !recipients.isEmpty else { throw .noRecipients }
        var seen: Set<String> = []
        for address in recipients where !seen.insert(address).inserted {
            throw .duplicate(address)
        }
        // A blank subject is friendlier than an error, surely.
        let title = subject.isEmpty ? "(no subject)" : subject
        return Mail(recipients: recipients, subject: title, body: body)
    }
}
