#pragma once

// "Did you mean ...?" for unknown keys in levels and courses.

#include "json_text.hpp"
#include "problems.hpp"

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace golf {

/// Case-insensitive Levenshtein distance (ASCII case folding).
[[nodiscard]] std::size_t keyEditDistance(std::string_view a, std::string_view b);

/// A known key close enough to `key` to be what was meant, if any. `candidates` pairs the
/// name compared against with the text suggested (e.g. "tickRate" -> "physics.tickRate").
struct KeyCandidate {
    std::string name;
    std::string suggestion;
};
[[nodiscard]] std::optional<std::string> suggestKey(std::string_view key,
                                                    const std::vector<KeyCandidate>& candidates);

/// Reports each key of `object` (the object at `path`, e.g. "legend.a") that is not in
/// `known`: "unknown key 'legend.a.flor' (did you mean 'legend.a.floor'?)".
void reportUnknownKeys(const Json& object, const std::string& path,
                       std::span<const std::string_view> known, Problems& problems);

} // namespace golf
