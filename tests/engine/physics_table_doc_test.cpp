// docs/levels.md against the physics table (golf/core/physics_table.hpp): every row of the
// table is a row of the page's key tables, with its range and its default as the writer
// writes them, under the format that introduced it; and the page names no physics key that
// the table lacks.

#include "golf/core/physics_table.hpp"
#include "golf/formats/number_text.hpp"

#include <fstream>
#include <gtest/gtest.h>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace golf {
namespace {

/// One row of a Markdown table of docs/levels.md whose key is `physics.*`.
struct DocRow {
    std::vector<std::string> cells; ///< trimmed, without the outer bars
    int format = 1;                 ///< N under a "### Format N" heading
};

std::string trim(const std::string& text) {
    const auto first = text.find_first_not_of(' ');
    const auto last = text.find_last_not_of(' ');
    return first == std::string::npos ? "" : text.substr(first, last - first + 1);
}

/// The `physics.*` rows of the page's tables, by key.
std::map<std::string, DocRow> physicsRows(const std::string& path) {
    std::ifstream file(path);
    EXPECT_TRUE(file.good()) << path;
    std::map<std::string, DocRow> rows;
    int format = 1;
    std::string line;
    while (std::getline(file, line)) {
        if (line.starts_with("### Format ") && line.size() > 11) {
            format = line[11] - '0'; // "### Format 2: floors, water and slopes"
        } else if (format > 1 && line.starts_with("## ")) {
            format = 0; // past the level file's sections: no physics key belongs here
        }
        if (!line.starts_with("| `physics.")) {
            continue;
        }
        DocRow row{{}, format};
        std::stringstream cells(line.substr(1));
        std::string cell;
        while (std::getline(cells, cell, '|')) {
            row.cells.push_back(trim(cell));
        }
        const std::string key = row.cells.front();
        EXPECT_TRUE(rows.emplace(key.substr(1, key.size() - 2), row).second) << key << " twice";
    }
    return rows;
}

/// The allowed values as the page writes them: "30 to 2000" for an integer, "[0, 1]",
/// "(0, 1000]" for a real with two bounds, ">= 0" with one.
std::string rangeText(const PhysicsParameter& row) {
    const ValueRange& r = row.range;
    if (row.type() == ParameterType::Integer) {
        return formatNumber(r.low) + " to " + formatNumber(r.high);
    }
    if (!r.bounded()) {
        return (r.lowOpen ? "> " : ">= ") + formatNumber(r.low);
    }
    return (r.lowOpen ? "(" : "[") + formatNumber(r.low) + ", " + formatNumber(r.high) +
           (r.highOpen ? ")" : "]");
}

/// The default as the writer writes it: an integer plain, a real with a ".0" when whole.
std::string defaultText(const PhysicsParameter& row) {
    std::string text = formatNumber(row.defaultValue);
    if (row.type() == ParameterType::Real && text.find_first_of(".e") == std::string::npos) {
        text += ".0";
    }
    return text;
}

TEST(PhysicsTableDoc, LevelsMdListsEveryRowWithItsRangeAndDefault) {
    const auto rows = physicsRows(std::string(GOLF_SOURCE_DIR) + "/docs/levels.md");
    for (const PhysicsParameter& parameter : physicsParameters()) {
        const std::string key = "physics." + std::string(parameter.name);
        const auto it = rows.find(key);
        ASSERT_NE(it, rows.end()) << key << " is missing from docs/levels.md";
        const std::vector<std::string>& cells = it->second.cells;
        ASSERT_GE(cells.size(), 3u) << key;
        EXPECT_EQ(it->second.format, parameter.format) << key << " is under another format";
        EXPECT_TRUE(cells[cells.size() - 2].starts_with(rangeText(parameter)))
            << key << ": the page says " << cells[cells.size() - 2] << ", the table "
            << rangeText(parameter);
        EXPECT_EQ(cells.back(), defaultText(parameter)) << key;
        if (cells.size() == 5) { // the format-1 table has a type column
            EXPECT_EQ(cells[2], parameter.type() == ParameterType::Integer ? "integer" : "number")
                << key;
        }
    }
}

TEST(PhysicsTableDoc, LevelsMdNamesNoPhysicsKeyTheTableLacks) {
    const auto rows = physicsRows(std::string(GOLF_SOURCE_DIR) + "/docs/levels.md");
    EXPECT_EQ(rows.size(), physicsParameters().size());
    for (const auto& [key, row] : rows) {
        EXPECT_NE(findPhysicsParameter(key.substr(std::string("physics.").size())), nullptr)
            << key << " is in docs/levels.md but not in the table";
    }
}

TEST(PhysicsTableDoc, TheRangeAndDefaultTextsAreThePagesWords) {
    // The formatting above, checked on rows whose page text is known by hand.
    EXPECT_EQ(rangeText(*findPhysicsParameter("tickRate")), "30 to 2000");
    EXPECT_EQ(rangeText(*findPhysicsParameter("maxShotSpeed")), "(0, 1000]");
    EXPECT_EQ(rangeText(*findPhysicsParameter("captureSpeed")), ">= 0");
    EXPECT_EQ(defaultText(*findPhysicsParameter("tickRate")), "120");
    EXPECT_EQ(defaultText(*findPhysicsParameter("maxShotSeconds")), "60.0");
    EXPECT_EQ(defaultText(*findPhysicsParameter("ballRestitution")), "0.95");
}

} // namespace
} // namespace golf
