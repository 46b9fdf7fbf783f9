extension SearchSuggestionsPlacement.Set {
    public typealias Element = SearchSuggestionsPlacement.Set
}
