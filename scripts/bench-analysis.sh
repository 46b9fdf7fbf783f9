#!/usr/bin/env bash
# Times sherpa's architecture analysis (tokenizer, facts, every rule in sherpa/rules.json)
# on a generated Swift file of about 500 lines. The bar: under 50 ms per file.
#
# Usage: scripts/bench-analysis.sh [lines]      (default 500)
# Needs the `sherpa bench-analysis FILE` subcommand, which calls ArchitectureBenchmark.run.
set -euo pipefail

lines="${1:-500}"
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
file="$work/Generated.swift"

# One block is a small screen: a model, a view model that fetches, and a view, with the
# comments, strings, multi-line strings and #if blocks the tokenizer has to get through.
block() {
    local n="$1"
    cat <<SWIFT
// MARK: - Screen $n: a comment that mentions URLSession and JSONDecoder but is not code.
struct Item$n: Identifiable, Codable, Hashable {
    let id: UUID
    var title: String
    var detail: String
}

/* A block comment /* with a nested one */ that says import SwiftUI. */
@Observable
final class Screen${n}ViewModel {
    private(set) var items: [Item$n] = []
    private(set) var isLoading = false
    private(set) var problem: String?
    var query = ""
    private let address = URL(string: "https://api.example.com/items/$n")!

    var visible: [Item$n] {
        guard !query.isEmpty else { return items }
        return items.filter { \$0.title.localizedCaseInsensitiveContains(query) }
    }

    func load() async {
        isLoading = true
        defer { isLoading = false }
        do {
            let (data, _) = try await URLSession.shared.data(from: address)
            items = try JSONDecoder().decode([Item$n].self, from: data)
        } catch {
            problem = "Screen $n failed: \(error.localizedDescription) (\"quoted\")"
        }
    }
}

#if canImport(SwiftUI)
struct Screen${n}View: View {
    @State private var viewModel = Screen${n}ViewModel()
    private let help = """
        Pull to refresh. This text mentions URLSession, JSONDecoder and URL(string:).
        """

    var body: some View {
        List(viewModel.visible) { item in
            Text("\(item.title): \(item.detail)")
        }
        .searchable(text: \$viewModel.query)
        .task { await viewModel.load() }
    }
}
#endif

SWIFT
}

n=0
: > "$file"
while [ "$(wc -l < "$file")" -lt "$lines" ]; do
    n=$((n + 1))
    block "$n" >> "$file"
done
# Trim to the exact line count (the cut falls between declarations or inside one; either is fine).
head -n "$lines" "$file" > "$work/trimmed.swift" && mv "$work/trimmed.swift" "$file"

echo "Generated $(wc -l < "$file") lines in $file"
cd "$root"
swift run -c release sherpa bench-analysis "$file"
