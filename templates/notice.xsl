<?xml version="1.0" encoding="UTF-8"?>
<!-- A translation's state in sentences of the page's language: on the lesson
     page as a notice, on the lesson index as the state tag's tooltip.
     <notice state count source-lang><section kind introduction>title</section>…</notice> -->
<xsl:stylesheet version="1.0"
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
    xmlns="http://www.w3.org/1999/xhtml">

  <xsl:template match="notice">
    <div class="notice notice-{@state}">
      <xsl:if test="@draft = 'yes'">
        <p class="draft-banner">
          <strong><xsl:call-template name="word"><xsl:with-param name="key" select="'draft-banner'"/></xsl:call-template></strong>
        </p>
      </xsl:if>
      <p>
        <strong><xsl:call-template name="notice-sentence"/></strong>
        <xsl:if test="section">
          <xsl:text> </xsl:text>
          <xsl:call-template name="word"><xsl:with-param name="key" select="'changed-sections'"/></xsl:call-template>
        </xsl:if>
      </p>
      <xsl:if test="section">
        <ul class="changed-sections">
          <xsl:for-each select="section">
            <li><xsl:call-template name="changed-section"/></li>
          </xsl:for-each>
        </ul>
      </xsl:if>
    </div>
  </xsl:template>

  <!-- The notice as one line of text, for a title attribute (which holds no markup). -->
  <xsl:template match="notice" mode="text">
    <xsl:call-template name="notice-sentence"/>
    <xsl:if test="section">
      <xsl:text> </xsl:text>
      <xsl:call-template name="word"><xsl:with-param name="key" select="'changed-sections'"/></xsl:call-template>
      <xsl:text> </xsl:text>
      <xsl:for-each select="section">
        <xsl:call-template name="changed-section-name"/>
        <xsl:if test="position() != last()">
          <xsl:call-template name="word"><xsl:with-param name="key" select="'list-separator'"/></xsl:call-template>
        </xsl:if>
      </xsl:for-each>
    </xsl:if>
  </xsl:template>

  <xsl:template name="notice-sentence">
    <xsl:choose>
      <xsl:when test="@state = 'untranslated' and @count">
        <xsl:call-template name="word">
          <xsl:with-param name="key" select="'notice-untranslated-count'"/>
          <xsl:with-param name="n" select="@count"/>
        </xsl:call-template>
      </xsl:when>
      <xsl:otherwise>
        <xsl:call-template name="word"><xsl:with-param name="key" select="concat('notice-', @state)"/></xsl:call-template>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- A section title is in the source's language, and marked so; the text
       before the first heading has no title and is named in the page's words. -->
  <xsl:template name="changed-section">
    <xsl:choose>
      <xsl:when test="@introduction = 'yes'">
        <xsl:call-template name="word"><xsl:with-param name="key" select="'introduction'"/></xsl:call-template>
      </xsl:when>
      <xsl:otherwise>
        <span>
          <xsl:if test="../@source-lang">
            <xsl:attribute name="lang"><xsl:value-of select="../@source-lang"/></xsl:attribute>
            <xsl:attribute name="xml:lang"><xsl:value-of select="../@source-lang"/></xsl:attribute>
          </xsl:if>
          <xsl:value-of select="."/>
        </span>
      </xsl:otherwise>
    </xsl:choose>
    <xsl:call-template name="section-kind"/>
  </xsl:template>

  <xsl:template name="changed-section-name">
    <xsl:choose>
      <xsl:when test="@introduction = 'yes'">
        <xsl:call-template name="word"><xsl:with-param name="key" select="'introduction'"/></xsl:call-template>
      </xsl:when>
      <xsl:otherwise><xsl:value-of select="."/></xsl:otherwise>
    </xsl:choose>
    <xsl:call-template name="section-kind"/>
  </xsl:template>

  <xsl:template name="section-kind">
    <xsl:if test="@kind = 'added' or @kind = 'removed'">
      <xsl:text> </xsl:text>
      <xsl:call-template name="word"><xsl:with-param name="key" select="concat('section-', @kind)"/></xsl:call-template>
    </xsl:if>
  </xsl:template>
</xsl:stylesheet>
