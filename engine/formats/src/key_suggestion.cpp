#include "key_suggestion.hpp"

#include <algorithm>

namespace golf {

std::size_t keyEditDistance(std::string_view a, std::string_view b) {
    const auto lower = [](char c) {
        return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
    };
    std::vector<std::size_t> previous(b.size() + 1);
    std::vector<std::size_t> current(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j) {
        previous[j] = j;
    }
    for (std::size_t i = 1; i <= a.size(); ++i) {
        current[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t substitution =
                previous[j - 1] + (lower(a[i - 1]) == lower(b[j - 1]) ? 0 : 1);
            current[j] = std::min({previous[j] + 1, current[j - 1] + 1, substitution});
        }
        std::swap(previous, current);
    }
    return previous[b.size()];
}

std::optional<std::string> suggestKey(std::string_view key,
                                      const std::vector<KeyCandidate>& candidates) {
    // Longer keys tolerate more typos; very long keys are no typo of any known key.
    constexpr std::size_t longestComparedKey = 64;
    if (key.size() > longestComparedKey) {
        return std::nullopt;
    }
    const std::size_t tolerance = std::max<std::size_t>(2, key.size() / 3);
    std::optional<std::string> best;
    std::size_t bestDistance = tolerance + 1;
    for (const KeyCandidate& candidate : candidates) {
        const std::size_t distance = keyEditDistance(key, candidate.name);
        if (distance < bestDistance) {
            bestDistance = distance;
            best = candidate.suggestion;
        }
    }
    return best;
}

void reportUnknownKeys(const Json& object, const std::string& path,
                       std::span<const std::string_view> known, Problems& problems) {
    std::vector<KeyCandidate> candidates; // built only for a message: most objects have none
    for (const auto& [key, value] : object.items()) {
        if (std::find(known.begin(), known.end(), key) != known.end()) {
            continue;
        }
        if (candidates.empty()) {
            for (const std::string_view name : known) {
                candidates.push_back({std::string(name), path + "." + std::string(name)});
            }
        }
        std::string message = "unknown key " + quoteForMessage(path + "." + key);
        if (const auto suggestion = suggestKey(key, candidates)) {
            message += " (did you mean " + quoteForMessage(*suggestion) + "?)";
        }
        problems.add("", message);
    }
}

} // namespace golf
